/**
 * A fresh database per test file: a copy of the migrated PGlite template by default, or, when
 * TEST_DATABASE_URL is set, a uniquely named PostgreSQL database copied from the migrated template database
 * for the file and dropped after it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migratePostgresUrl, usePglite, usePostgresPool, type DatabaseHandle } from '../db/client.js';
import { databaseUrl, withAdminClient } from './postgres-template.js';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
  /** PostgreSQL only: the URL of this file's database, for processes the test starts. */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = inject('pgliteTemplate');
  const client = template ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite();
  const handle = await usePglite(client, { migrate: !template });
  return { ...handle, dispose: () => handle.close() };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `beacon_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = databaseUrl(adminUrl, name);
  if (!template) await migratePostgresUrl(url);
  const handle = usePostgresPool(new pg.Pool({ connectionString: url, max: 5 }));
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
