/**
 * Vitest global setup: the server and the operator CLI bundled once per run, for the tests that spawn them as
 * processes (testing/processes.ts). Each spawn used to run the TypeScript sources through tsx, which compiles
 * the server's module graph again in every child: `queue:stats` on PostgreSQL took 5.1 CPU-seconds that way and
 * 1.6 from the bundle, a server refusing its environment 6.5 and 2.1 (building the bundle: 0.7). The options
 * are the build's (scripts/bundle-options.mjs, npm packages external), written beside src/ in
 * `.bundle-test-<pid>/` (ignored by git and the linters) rather than dist/, which a build or the browser tests
 * may be using; from there paths.ts finds drizzle/ and the console as from src/ and dist/. Removed at teardown.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SERVER_DIR, serverBundleOptions } from '../../scripts/bundle-options.mjs';
import { isAlive } from '../db/data-dir-lock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory holding main.js (the server) and ops.js (the operator CLI). */
    serverBundle: string;
  }
}

const PREFIX = '.bundle-test-';

/** Bundles left by runs that ended without their teardown (killed); a live run's bundle is kept. */
function removeStaleBundles(): void {
  for (const name of readdirSync(SERVER_DIR)) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) {
      rmSync(path.join(SERVER_DIR, name), { recursive: true, force: true });
    }
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  removeStaleBundles();
  const outdir = path.join(SERVER_DIR, `${PREFIX}${process.pid}`);
  await build({
    ...serverBundleOptions(),
    entryPoints: {
      main: path.join(SERVER_DIR, 'src/main.ts'),
      ops: path.join(SERVER_DIR, 'src/ops/main.ts'),
    },
    outdir,
    // The CLI imports the database and its commands only when a command needs them (a command the running
    // server answers through its socket needs neither): split chunks keep those imports lazy.
    splitting: true,
    // Stack traces from a failing child name the sources, as they did under tsx (--enable-source-maps).
    sourcemap: true,
    logLevel: 'warning',
  });
  project.provide('serverBundle', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
