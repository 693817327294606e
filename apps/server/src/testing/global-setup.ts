/**
 * Vitest global setup: a migrated database that each test file copies instead of migrating its own. On PGlite
 * a data directory dumped once and cached in the OS temp directory under a hash of the migrations and the
 * PGlite version (starting from it takes about half a second; initdb plus migrations take several). On
 * PostgreSQL (TEST_DATABASE_URL) a template database named after the migrations' hash, which `CREATE DATABASE
 * … TEMPLATE` copies in a fraction of the time the migrations take.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../db/client.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { ensurePostgresTemplate } from './postgres-template.js';

/** The package does not export its package.json; it sits one level above the resolved entry (dist/). */
const PGLITE_PACKAGE_JSON = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);
const PGLITE_VERSION = (JSON.parse(readFileSync(PGLITE_PACKAGE_JSON, 'utf8')) as { version: string }).version;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
  }
}

/** Changes with the migrations (and, for PGlite, its version, whose data directories may not be compatible). */
function templateHash(engine: string): string {
  const hash = createHash('sha256').update(engine);
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', await ensurePostgresTemplate(adminUrl, templateHash('postgres')));
    return;
  }
  project.provide('postgresTemplate', null);
  const file = path.join(os.tmpdir(), `beacon-pglite-template-${templateHash(PGLITE_VERSION)}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    const handle = await usePglite(client);
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
  }
  project.provide('pgliteTemplate', file);
}
