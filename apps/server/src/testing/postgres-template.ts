/**
 * The migrated PostgreSQL template the test files copy. Several test runs (several people, or CI next to a
 * developer) may share one server: the template is migrated under a name of its own and renamed into place,
 * so a run never copies one still being migrated, and a run that loses the race drops its copy.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratePostgresUrl } from '../db/client.js';

export async function ensurePostgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `beacon_template_${hash}`;
  if (await databaseExists(adminUrl, name)) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${building}`));
  try {
    await migratePostgresUrl(databaseUrl(adminUrl, building));
    await withAdminClient(adminUrl, (client) => client.query(`alter database ${building} rename to ${name}`));
  } catch (error) {
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${building} with (force)`),
    );
    if (!(await databaseExists(adminUrl, name))) throw error;
  }
  return name;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const result = await withAdminClient(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  return result.rowCount === 1;
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
