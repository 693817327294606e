/**
 * Scratch PostgreSQL databases: one per scenario of a run, named beacon_bench_<pid>_<scenario>, migrated like
 * the server migrates, and all dropped at the end — also when the run fails or is interrupted.
 */
import pg from 'pg';
import { migratePostgresUrl } from '../apps/server/src/db/client.js';
import { progress } from './progress.js';

export type PostgresProbe = { ok: true; version: string } | { ok: false; reason: string };

/** Whether PostgreSQL answers at `adminUrl`, and its version. */
export async function probePostgres(adminUrl: string): Promise<PostgresProbe> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    return { ok: true, version: rows[0]!.version };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
}

export class ScratchDatabases {
  private readonly created: string[] = [];

  constructor(private readonly adminUrl: string) {}

  async create(suffix: string): Promise<ScratchDatabase> {
    const name = `beacon_bench_${process.pid}_${suffix}`;
    await this.admin(`create database ${name}`);
    this.created.push(name);
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    await migratePostgresUrl(url.toString());
    progress('database', `created and migrated ${name}`);
    return { name, url: url.toString() };
  }

  async drop(database: ScratchDatabase): Promise<void> {
    await this.admin(`drop database if exists ${database.name} with (force)`);
    this.created.splice(this.created.indexOf(database.name), 1);
    progress('database', `dropped ${database.name}`);
  }

  async dropAll(): Promise<void> {
    for (const name of [...this.created].reverse()) {
      try {
        await this.drop({ name, url: '' });
      } catch (error) {
        progress('database', `could not drop ${name}: ${String(error)}`);
      }
    }
  }

  private async admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
}
