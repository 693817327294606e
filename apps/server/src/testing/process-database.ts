/**
 * The database of a server that a test runs as a separate process, seen from the test: a PGlite data
 * directory made from the migrated template (opened here only while no server process holds it: PGlite is one
 * process per directory) or, with TEST_DATABASE_URL, a PostgreSQL database of its own. Operator commands reach
 * either while the server runs — in this process on PostgreSQL, through the server's ops.sock on PGlite —
 * just as `npm run ops` would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { usePglite } from '../db/client.js';
import type { Database } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { runOpsCommand } from '../ops/commands.js';
import type { OpsRequest } from '../ops/protocol.js';
import { callOpsSocket } from '../ops/socket.js';
import { createTestDatabase } from './test-database.js';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL: the environment the server process needs for this database. */
  env: Record<string, string>;
  /** Runs `use` on a handle of the database; with PGlite only while no server process holds the directory. */
  withDb<T>(use: (db: Database) => Promise<T>): Promise<T>;
  /** An operator command against the database the running server uses; resolves with its result. */
  ops(request: OpsRequest): Promise<unknown>;
  /** Drops the PostgreSQL database (the caller removes the data directory). */
  dispose(): Promise<void>;
}

export async function createProcessDatabase(dataDir: string): Promise<ProcessDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
      withDb: (use) => use(database.db),
      ops: (request) => runOpsCommand({ db: database.db, clock: systemClock }, request),
      dispose: () => database.dispose(),
    };
  }
  const template = inject('pgliteTemplate');
  let isCreated = false;
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async withDb(use) {
      const fromTemplate = !isCreated && template !== null;
      const client = new PGlite(
        path.join(dataDir, 'pglite'),
        fromTemplate ? { loadDataDir: new Blob([readFileSync(template)]) } : undefined,
      );
      const handle = await usePglite(client, { migrate: !isCreated && template === null });
      isCreated = true;
      try {
        return await use(handle.db);
      } finally {
        await handle.close();
      }
    },
    async ops(request) {
      const reply = await callOpsSocket(dataDir, request);
      if (!reply.ok) throw new Error(`${request.command}: ${reply.error.message}`);
      return reply.result;
    },
    dispose: async () => {},
  };
}
