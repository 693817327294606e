// Bundles the server into dist/ with esbuild (the shared options: bundle-options.mjs).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_DIR, serverBundleOptions } from './bundle-options.mjs';

// Both bundles sit directly in dist/, so paths.ts finds drizzle/ and the console from either: dist/main.js
// (the server) and dist/ops.js (`node apps/server/dist/ops.js <command>`, the operator CLI where tsx is not
// installed, as in the container image).
const entryPoints = {
  main: path.join(SERVER_DIR, 'src/main.ts'),
  ops: path.join(SERVER_DIR, 'src/ops/main.ts'),
};

rmSync(path.join(SERVER_DIR, 'dist'), { recursive: true, force: true });
await build({
  ...serverBundleOptions(),
  entryPoints,
  outdir: path.join(SERVER_DIR, 'dist'),
  sourcemap: true,
  logLevel: 'info',
});
