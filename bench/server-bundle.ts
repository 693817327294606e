/**
 * The server as `npm start` runs it: one esbuild bundle of apps/server/src/main.ts with npm packages left
 * external (the options of apps/server/scripts/build.mjs). Written to bench/results/dist/ (ignored by git and the linters) rather than
 * apps/server/dist, which other runs (e2e) may be using; `import.meta.url` is pinned to apps/server/dist/main.js
 * so the server finds its migrations and web files exactly as the real bundle does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from './children.js';
import { progress } from './progress.js';

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

function dependenciesOf(packageJson: string): string[] {
  const parsed = JSON.parse(readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(parsed.dependencies ?? {});
}

/** Bundles the server; answers the path of the bundle. */
export async function bundleServer(): Promise<string> {
  const outfile = path.join(REPO_ROOT, 'bench/results/dist/main.js');
  const external = [
    ...dependenciesOf(path.join(SERVER_DIR, 'package.json')),
    ...dependenciesOf(path.join(REPO_ROOT, 'packages/shared/package.json')),
  ].filter((name) => !name.startsWith('@beacon/'));
  const started = performance.now();
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(SERVER_DIR, 'dist/main.js')).href) },
    logLevel: 'warning',
  });
  progress(
    'bench',
    `server bundled in ${Math.round(performance.now() - started)} ms (${path.relative(REPO_ROOT, outfile)})`,
  );
  return outfile;
}
