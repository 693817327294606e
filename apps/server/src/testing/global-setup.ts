/**
 * Vitest global setup: a migrated PGlite data directory, dumped once and cached in the OS temp directory
 * under a hash of the migrations and the PGlite version. Starting PGlite from it takes about half a second;
 * initdb plus migrations take several. Skipped when the tests run against PostgreSQL (TEST_DATABASE_URL).
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
  }
}

/** Changes with the migrations and with the PGlite version, whose data directories may not be compatible. */
function templateHash(): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const file = path.join(os.tmpdir(), `beacon-pglite-template-${templateHash()}.tar`);
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
