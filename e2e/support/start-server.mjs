/**
 * Starts the built server on a clean data directory for the browser tests, exactly as `npm start` runs it
 * (PGlite, .eml outbox, SMSC simulator), so the tests meet the embedded defaults a newcomer meets. The
 * Playwright config passes DATA_DIR, PORT and the rest in the environment.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
