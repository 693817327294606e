import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { usePostgresPool, type DatabaseHandle } from './client.js';
import { MAX_TEXTS_PER_LABEL, queryNamedRows, textsNamedUnder } from './named-statement.js';
import { queryRows } from './sql-rows.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table named_probe (a int)`);
  await database.db.execute(sql`insert into named_probe values (1), (2)`);
});
afterAll(async () => {
  await database.dispose();
});

describe('named statements', () => {
  test('answer what the same text answers unnamed, with their values bound', async () => {
    const query = (n: number) => sql`select a, a * ${n} as times from named_probe order by a`;
    for (const n of [2, 3]) {
      expect(await queryNamedRows(database.db, 'probe-equal', query(n))).toEqual(
        await queryRows(database.db, query(n)),
      );
    }
    expect(textsNamedUnder('probe-equal')).toBe(1);
  });
});

// PGlite has no named statements of its own: these are node-postgres's and PostgreSQL's.
describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  /** One connection, so that pg_prepared_statements shows what this session prepared. */
  let single: DatabaseHandle;
  beforeAll(() => {
    single = usePostgresPool(new pg.Pool({ connectionString: database.url, max: 1 }));
  });
  afterAll(async () => {
    await single.close();
  });

  const prepared = (label: string) =>
    queryRows<{ name: string; runs: number }>(
      single.db,
      sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
          where name like ${`${label}:%`} order by name`,
    );

  test('a connection prepares the statement once and runs it by its name after', async () => {
    for (let i = 0; i < 3; i += 1) {
      await queryNamedRows(single.db, 'probe-once', sql`select count(*)::int as n from named_probe`);
    }
    expect(await prepared('probe-once')).toEqual([
      { name: expect.stringMatching(/^probe-once:[0-9a-f]{16}:0$/), runs: 3 },
    ]);
  });

  test('a statement whose answer a migration changed is prepared again, and the call answers', async () => {
    await database.db.execute(sql`create table named_migrated (a int)`);
    await database.db.execute(sql`insert into named_migrated values (1)`);
    const all = sql`select * from named_migrated`;
    expect(await queryNamedRows(single.db, 'probe-migrated', all)).toEqual([{ a: 1 }]);
    await database.db.execute(sql`alter table named_migrated add column b text default 'new'`);

    expect(await queryNamedRows(single.db, 'probe-migrated', all)).toEqual([{ a: 1, b: 'new' }]);
    // Under a new name (the pool also replaces a connection whose query failed).
    expect((await prepared('probe-migrated')).at(-1)?.name).toMatch(/:1$/);

    // In a transaction the refusal has aborted it: that call fails once, the next one is prepared again.
    await database.db.execute(sql`alter table named_migrated add column c int default 7`);
    await expect(single.db.transaction((tx) => queryNamedRows(tx, 'probe-migrated', all))).rejects.toThrow();
    expect(await single.db.transaction((tx) => queryNamedRows(tx, 'probe-migrated', all))).toEqual([
      { a: 1, b: 'new', c: 7 },
    ]);
  });

  test(`past ${MAX_TEXTS_PER_LABEL} texts under one label, the rest run unnamed and still answer`, async () => {
    const texts = MAX_TEXTS_PER_LABEL + 3;
    for (let i = 0; i < texts; i += 1) {
      const rows = await queryNamedRows(single.db, 'probe-many', sql.raw(`select ${i} as i`));
      expect(rows).toEqual([{ i }]);
    }
    expect(await prepared('probe-many')).toHaveLength(MAX_TEXTS_PER_LABEL);
    expect(textsNamedUnder('probe-many')).toBe(MAX_TEXTS_PER_LABEL);
  });
});
