import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from './testing/processes.js';
import { useTempDirs } from './testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-secrets');

describe('generated secrets', () => {
  test('a process starting while another writes the file waits for it and uses the keys it wrote', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    const lockFile = path.join(dataDir, 'secrets.json.lock');
    // This test plays the other process, which is in the middle of writing the file.
    writeFileSync(lockFile, '');
    // The child says when it first finds the lock taken, so the file is written while it is waiting.
    const script = `
      const fs = (await import('node:fs')).default;
      const { syncBuiltinESMExports } = await import('node:module');
      const openSync = fs.openSync;
      fs.openSync = (...args) => {
        try {
          return openSync(...args);
        } catch (error) {
          if (error.code === 'EEXIST') process.stderr.write('waiting\\n');
          throw error;
        }
      };
      syncBuiltinESMExports();
      const { loadOrCreateSecrets } = await import('./apps/server/src/secrets.ts');
      process.stdout.write(JSON.stringify(loadOrCreateSecrets(${JSON.stringify(dataDir)})));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('waiting')) resolve();
      });
    });

    const written = {
      captchaHmacKey: 'k'.repeat(16),
      cookieSecret: 'c'.repeat(32),
      codeHmacKey: 'h'.repeat(32),
    };
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(written), { mode: 0o600 });
    rmSync(lockFile);
    expect(await exited).toBe(0);
    expect(JSON.parse(stdout)).toEqual(written);
  }, 180_000);
});
