/**
 * Child processes of the benchmark: the real server (apps/server/src/main.ts) and the baseline programs run
 * in their own Node processes, so the load generator does not share their event loop, and their resident
 * memory can be read from /proc/<pid>/status while they work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Variables of the server that the benchmark sets itself, never inherited from the caller's shell. */
const SERVER_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMPP_ROUTES',
  'ROLE',
  'HOST',
  'PORT',
  'DATA_DIR',
  'LOG_LEVEL',
];

export interface Child {
  readonly pid: number;
  readonly label: string;
  readonly rss: RssSampler;
  /**
   * CPU seconds the process has used so far (user + system, from /proc/<pid>/stat; null elsewhere): unlike a
   * rate, what a run costs the process itself does not change when other work takes the cores.
   */
  cpuSeconds(): number | null;
  /** Resolves with the first stdout line that `match` accepts (rejects if the process exits first). */
  waitForLine(match: (line: string) => boolean, timeoutMs: number): Promise<string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

/** Runs a TypeScript file with tsx in a new Node process. */
export function spawnTs(label: string, script: string, args: string[], env: Record<string, string>): Child {
  return spawnNode(label, ['--import', 'tsx', script, ...args], env);
}

/** Runs `node <nodeArgs>` with the caller's environment minus the server's variables, plus `env`. */
export function spawnNode(label: string, nodeArgs: string[], env: Record<string, string>): Child {
  const script = nodeArgs.find((arg) => !arg.startsWith('-') && arg !== 'tsx') ?? nodeArgs.join(' ');
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete childEnv[name];
  Object.assign(childEnv, env);
  const proc: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (proc.pid === undefined) throw new Error(`${label}: could not start ${script}`);
  const pid = proc.pid;
  const tail: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    remember(line);
    for (const listener of listeners) listener(line);
  });
  createInterface({ input: proc.stderr! }).on('line', remember);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => {
      exitCode = code;
      rss.stop();
      resolve(code);
    });
  });
  const rss = new RssSampler(pid);
  rss.start();

  return {
    pid,
    label,
    rss,
    exited,
    cpuSeconds: () => readCpuSeconds(pid),
    waitForLine(match, timeoutMs) {
      return new Promise<string>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        const listener = (line: string) => {
          if (!match(line)) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${label}: not ready after ${timeoutMs} ms; last output:\n${tail.join('\n')}`));
        }, timeoutMs);
        listeners.add(listener);
        void exited.then((code) => {
          done();
          reject(new Error(`${label} exited with ${code}; last output:\n${tail.join('\n')}`));
        });
      });
    },
    async stop(graceMs = 20_000) {
      if (exitCode !== undefined) return exitCode;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Linux's USER_HZ, which /proc reports times in, is 100 on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

function readCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Samples VmRSS of a process every `intervalMs` (Linux; elsewhere it reports nothing). */
class RssSampler {
  private timer: NodeJS.Timeout | null = null;
  private peakKb = 0;
  private lastKb = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 200,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Peak since start (or the last reset), in MB; null when /proc is unavailable. */
  get peakMb(): number | null {
    return this.peakKb > 0 ? this.peakKb / 1024 : null;
  }

  get currentMb(): number | null {
    return this.lastKb > 0 ? this.lastKb / 1024 : null;
  }

  reset(): void {
    this.peakKb = this.lastKb;
  }

  private sample(): void {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
      if (!match) return;
      this.lastKb = Number(match[1]);
      this.peakKb = Math.max(this.peakKb, this.lastKb);
    } catch {
      // The process is gone, or this is not Linux.
    }
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls GET `url` until it answers 200. */
export async function waitForHttp(
  url: string,
  child: Pick<Child, 'label' | 'exited'>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${child.label} exited before answering ${url}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${child.label} did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
