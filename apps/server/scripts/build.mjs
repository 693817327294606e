// Bundles the server into dist/ with esbuild: @beacon/shared (TypeScript source) is inlined, every npm
// package the server or the shared package depends on stays external and is loaded from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readDependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...readDependencies(path.join(root, 'package.json')),
  // Inlining the shared package must not inline its own dependencies: zod in particular has to be the one
  // copy that fastify-type-provider-zod also loads, or its `instanceof` checks fail.
  ...readDependencies(path.join(root, '../../packages/shared/package.json')),
].filter((name) => !name.startsWith('@beacon/'));

// Both bundles sit directly in dist/, so paths.ts finds drizzle/ and the console from either: dist/main.js
// (the server) and dist/ops.js (`node apps/server/dist/ops.js <command>`, the operator CLI where tsx is not
// installed, as in the container image).
const entryPoints = { main: path.join(root, 'src/main.ts'), ops: path.join(root, 'src/ops/main.ts') };

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
});
