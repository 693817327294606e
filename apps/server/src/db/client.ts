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
import { DEFAULT_PGLITE_MEMORY, pgliteSettings, type PgliteMemory } from './pglite-memory.js';
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
  /** Told about connections PostgreSQL dropped while idle (a restart, a failover). */
  onConnectionError?: (error: Error) => void;
  /** Embedded database only; unset: DEFAULT_PGLITE_MEMORY. */
  pgliteMemory?: PgliteMemory;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgresUrl(options.databaseUrl);
    return usePostgresPool(new pg.Pool({ connectionString: options.databaseUrl }), options.onConnectionError);
  }
  const settings = pgliteSettings(options.pgliteMemory ?? DEFAULT_PGLITE_MEMORY);
  // Giving startParams replaces PGlite's own, hence them first.
  const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])];
  return usePglite(new PGlite(path.join(options.dataDir, 'pglite'), { startParams }));
}

export async function usePglite(
  client: PGlite,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * node-postgres emits an idle connection's failure as an 'error' event, and an event nobody listens to ends
 * the process: a PostgreSQL restart would take the server down. The pool replaces a lost connection by
 * itself, so the failure is only reported. Connections still closing when their database goes away (tests
 * drop theirs) report it on the connection itself, hence the listener on each.
 */
export function usePostgresPool(
  pool: pg.Pool,
  onConnectionError: (error: Error) => void = () => {},
): DatabaseHandle {
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
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
