/**
 * Tests that run the server and the operator CLI as real processes, the way an operator and an outside
 * client meet them: spawning the run's bundle of the server and the CLI, free loopback ports, polling for an
 * outcome.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { MIN_WAIT_MS } from '../carriers/testing/carrier-harness.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Node's arguments that run the server (`main`, apps/server/src/main.ts) or the operator CLI (`ops`,
 * apps/server/src/ops/main.ts) from the bundle testing/bundle-setup.ts built for this run, not through tsx.
 */
export function entryArgs(entry: 'main' | 'ops'): string[] {
  return [...NODE_ARGS[entry], '--enable-source-maps', path.join(inject('serverBundle'), `${entry}.js`)];
}

/**
 * V8's flags as the shipped commands give them: `npm start` (and the Dockerfile, and the browser tests' servers)
 * runs the server with these two, `npm run ops` the CLI with Liftoff only (docs/configuration.md). A short-lived
 * process on PGlite spent a third of its CPU optimising pglite.wasm with TurboFan in the background, code it
 * ended before using.
 */
const NODE_ARGS: Record<'main' | 'ops', string[]> = {
  main: ['--max-semi-space-size=4', '--liftoff-only'],
  ops: ['--liftoff-only'],
};

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown>;
}

/** `npm run ops -- <args>` without npm: JSON on stdout when it succeeds, on stderr when it fails. */
export function runCli(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryArgs('ops'), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = code === 0 ? stdout : stderr;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Left empty: the assertion on it shows the raw output.
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  // A safety net, never shorter than the carrier harness's (a busy machine must not fail a slow event).
  const deadline = Date.now() + Math.max(timeoutMs, MIN_WAIT_MS);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts the server (src/main.ts, bundled) with only PATH and `env`; resolves once `/api/health` answers. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, entryArgs('main'), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      120_000,
      'the server to answer /api/health',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, log: () => output, stop };
}
