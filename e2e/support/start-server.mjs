/**
 * Starts the built server on a clean data directory for the browser tests, as `npm start` runs it (PGlite,
 * .eml outbox, SMSC simulator), so the tests meet the embedded defaults a newcomer meets — except that the
 * embedded database starts already migrated: initdb and every migration took most of a minute on a busy
 * 2-core machine, for each of the servers (one per worker). The migrated directory is made once and kept in
 * the OS temp directory under a hash of the migrations and the PGlite version; the server still runs its
 * migrator (finding nothing to do) and seeds the demo price list itself. The Playwright config passes
 * DATA_DIR, PORT and the rest in the environment.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const migrationsDir = path.join(root, 'apps/server/drizzle');

/** Changes with the migrations and with the PGlite version, whose data directories may not be compatible. */
function templateHash() {
  const pglitePackage = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const hash = createHash('sha256').update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version);
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Made under a name of its own and renamed into place: two servers starting at once never see half of one. */
async function migratedTemplate() {
  const template = path.join(os.tmpdir(), `beacon-e2e-pglite-${templateHash()}`);
  if (existsSync(template)) return template;
  const building = `${template}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const client = new PGlite(building);
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  await client.close();
  try {
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

const dataDir = process.env.DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
cpSync(await migratedTemplate(), path.join(dataDir, 'pglite'), { recursive: true });

const server = spawn(
  process.execPath,
  ['--max-semi-space-size=4', '--liftoff-only', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
