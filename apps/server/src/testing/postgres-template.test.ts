/**
 * The PostgreSQL template every test file copies (TEST_DATABASE_URL only): two test runs starting at once on
 * one server end with one template holding every migration, and neither copies a half-migrated one.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { ensurePostgresTemplate, withAdminClient } from './postgres-template.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!adminUrl)('the migrated template database', () => {
  const hash = `test${randomBytes(4).toString('hex')}`;
  const made = new Set<string>();
  afterAll(async () => {
    for (const name of made)
      await withAdminClient(adminUrl!, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
  });

  test('two runs building it at once get the same one, with every migration applied', async () => {
    const names = await Promise.all([
      ensurePostgresTemplate(adminUrl!, hash),
      ensurePostgresTemplate(adminUrl!, hash),
    ]);
    names.forEach((name) => made.add(name));
    expect(names[0]).toBe(`beacon_template_${hash}`);
    expect(names[1]).toBe(names[0]);

    const leftovers = await withAdminClient(adminUrl!, (client) =>
      client.query('select datname from pg_database where datname like $1', [`beacon_template_${hash}%`]),
    );
    expect(leftovers.rows.map((row: { datname: string }) => row.datname)).toEqual([names[0]]);

    const copy = `beacon_test_template_${randomBytes(4).toString('hex')}`;
    made.add(copy);
    await withAdminClient(adminUrl!, (client) =>
      client.query(`create database ${copy} template ${names[0]}`),
    );
    const url = new URL(adminUrl!);
    url.pathname = `/${copy}`;
    const applied = await withAdminClient(url.toString(), (client) =>
      client.query('select count(*)::int as count from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows[0]).toEqual({ count: journal.entries.length });
  });
});
