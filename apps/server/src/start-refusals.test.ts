/**
 * The server refused at start as an operator sees it: the real entry point run as a process with a bad
 * environment prints one line naming the problem (no stack trace) and exits non-zero before touching the
 * data directory.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, entryArgs } from './testing/processes.js';
import { useTempDirs } from './testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-start-refusals');

function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entryArgs('main'), {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('starting with a bad environment', () => {
  test('a malformed SMPP_ROUTES ends the process with one line naming the entry', async () => {
    const dataDir = tempDir();
    const { code, output } = await runMain({
      DATA_DIR: dataDir,
      SMPP_ROUTES: '*=smpp://acme:secret@smsc.example;GB=smpp://acme:secret@smsc.example?window=0',
    });
    expect(code).toBe(1);
    expect(output.trimEnd().split('\n')).toEqual([
      'Invalid environment: SMPP_ROUTES: entry 2 (GB=smpp://acme:***@smsc.example?window=0): window must be ' +
        'an integer from 1 to 1000, got "0" in smpp://acme:***@smsc.example?window=0',
    ]);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 180_000);

  test('NODE_ENV=production with the sandbox providers ends the process with one line', async () => {
    const { code, output } = await runMain({ DATA_DIR: tempDir(), NODE_ENV: 'production' });
    expect(code).toBe(1);
    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid environment: NODE_ENV=production refuses sandbox providers .*ALLOW_SANDBOX=true/,
    );
  }, 180_000);
});
