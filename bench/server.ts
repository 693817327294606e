/**
 * The real server (the bundle of apps/server/src/main.ts, as `npm start` runs it) as a child process, on PostgreSQL
 * (DATABASE_URL) or on PGlite (its DATA_DIR), in the given ROLE. Request logging is off (LOG_LEVEL=warn) for
 * the HTTP roles, as for any throughput measurement; the worker logs at info to say when it is running.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForHttp, type Child } from './children.js';

/**
 * The V8 flags `npm start` and the image run the server with (docs/configuration.md, "Node flags"): a young
 * generation of 4 MB a semi-space, and PGlite's WebAssembly kept in the baseline compiler.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--liftoff-only'];

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface RunningServer {
  child: Child;
  /** http://127.0.0.1:<port>, or null for ROLE=worker. */
  baseUrl: string | null;
  stop(): Promise<void>;
}

export async function startServer(
  bundle: string,
  label: string,
  target: DatabaseTarget,
  role: 'api' | 'worker' | 'all',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const ownDir =
    target.kind === 'postgres' ? await mkdtemp(path.join(tmpdir(), 'beacon-bench-server-')) : null;
  const port = role === 'worker' ? 0 : await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": profiles the server under this load
  // (node refuses --cpu-prof in NODE_OPTIONS). The profile is written when the server exits. They come after
  // the flags `npm start` gives (a later V8 flag wins), so a run can also measure without them.
  const nodeArgs = [
    ...SERVER_NODE_FLAGS,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawnNode(label, [...nodeArgs, bundle], {
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    DATA_DIR: target.kind === 'pglite' ? target.dataDir : ownDir!,
    HOST: '127.0.0.1',
    PORT: String(port),
    ROLE: role,
    LOG_LEVEL: role === 'worker' ? 'info' : 'warn',
    ...env,
  });
  const stop = async () => {
    await child.stop();
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  };
  try {
    if (role === 'worker') {
      await child.waitForLine((line) => line.includes('Beacon worker running'), 60_000);
      return { child, baseUrl: null, stop };
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/health`, child, 60_000);
    return { child, baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
