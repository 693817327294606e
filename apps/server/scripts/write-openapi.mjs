// Writes the OpenAPI document (scripts/openapi.ts) to a file for the OpenAPI lint and the SDK's generator,
// from an esbuild bundle instead of tsx: tsx compiled the server's routes and schemas in 7.4 CPU-seconds, the
// bundle takes 0.4 to build and 3.3 to run. The bundle sits in the server package (its npm packages are found
// from there) in a directory of its own, `.bundle-openapi-<pid>/` (ignored by git and the linters), removed after.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_DIR, serverBundleOptions } from './bundle-options.mjs';

/** `publicOnly`: only the public APIs and the webhooks (`--public`). Answers the script's exit status. */
export async function writeOpenApiDocument(file, { publicOnly = false } = {}) {
  const dir = path.join(SERVER_DIR, `.bundle-openapi-${process.pid}`);
  try {
    const outfile = path.join(dir, 'openapi.js');
    await build({
      ...serverBundleOptions(),
      entryPoints: [path.join(SERVER_DIR, 'scripts/openapi.ts')],
      outfile,
      logLevel: 'warning',
    });
    const args = [outfile, ...(publicOnly ? ['--public'] : []), file];
    return spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
