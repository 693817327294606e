/**
 * Lints the OpenAPI document the server serves at /api/docs/json with Redocly's recommended rules (redocly.yaml):
 * the document is built in-process without a server or a database (apps/server/scripts/openapi.ts, run from a
 * bundle by write-openapi.mjs), written to a temporary file and handed to `redocly lint`. Offline: Redocly's
 * telemetry and update check are off. The CLI is run by its path, which knip cannot follow: knip.json lists
 * @redocly/cli as used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOpenApiDocument } from '../apps/server/scripts/write-openapi.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'beacon-openapi-'));
const file = path.join(dir, 'openapi.json');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;
let status;
try {
  status = await writeOpenApiDocument(file);
  if (status === 0) status = run([redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml')]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
