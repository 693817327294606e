/**
 * Opens the database: embedded PGlite in `<DATA_DIR>/pglite` when no DATABASE_URL is set, a node-postgres pool
 * otherwise. Migrations from apps/server/drizzle run before the handle is returned.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './database.js';
import * as schema from './schema/index.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any key works: it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_361_002_914;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgresUrl(options.databaseUrl);
    return usePostgresPool(new pg.Pool({ connectionString: options.databaseUrl }));
  }
  return usePglite(new PGlite(path.join(options.dataDir, 'pglite')));
}

export async function usePglite(
  client: PGlite,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

export function usePostgresPool(pool: pg.Pool): DatabaseHandle {
  return { db: drizzlePostgres({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}

/**
 * Several API or worker processes may start at once against one PostgreSQL; an advisory lock, held on one
 * connection for the whole run, lets exactly one of them apply pending migrations while the rest wait.
 */
export async function migratePostgresUrl(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
