// The esbuild options every bundle of the server's code shares (the build, the test run's bundle, the OpenAPI
// document's): @beacon/shared (TypeScript source) is inlined, every npm package the server or the shared
// package depends on stays external and is loaded from node_modules. Inlining the shared package must not
// inline its own dependencies: zod in particular has to be the one copy that fastify-type-provider-zod also
// loads, or its `instanceof` checks fail. A bundle must therefore sit where node_modules is found (in the repo).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const readDependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});

export function serverBundleOptions() {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [
      ...readDependencies(path.join(SERVER_DIR, 'package.json')),
      ...readDependencies(path.join(SERVER_DIR, '../../packages/shared/package.json')),
    ].filter((name) => !name.startsWith('@beacon/')),
  };
}
