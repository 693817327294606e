/**
 * The move from the embedded database to PostgreSQL (`npm run ops -- db:move-to`): an installation seeded
 * with accounts, money, messages over several months and outbox rows arrives with every table equal, row for
 * row; identity counters go on after the copied rows; a target that already has data is refused, and so is a
 * data directory a server still runs on. PostgreSQL targets need TEST_DATABASE_URL; the copy itself is also
 * proven into a second PGlite, which runs everywhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, test } from 'vitest';
import { openDatabase, usePglite } from '../db/client.js';
import type { Database } from '../db/database.js';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { ensureMessagePartitions } from '../db/partitions.js';
import { queryRows } from '../db/sql-rows.js';
import { mailOutbox } from '../db/schema/index.js';
import { createTestAccount, queueMessages } from '../testing/engine-fixtures.js';
import { runCli } from '../testing/processes.js';
import { createTestDatabase } from '../testing/test-database.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { moveDatabase } from './db-move.js';

const tempDir = useTempDirs('beacon-db-move');

/** Every table's rows as JSON text, sorted: what "the same data" means, table by table. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const result: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const { name } of tables) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql.raw(`select to_jsonb(t)::text as row from "${name}" t order by 1`),
      );
      result[name] = rows.map((row) => row.row);
    }
  });
  return result;
}

/** Two accounts, messages now and five months back (their own partition), an e-mail in the outbox. */
async function seed(db: Database): Promise<void> {
  const now = new Date();
  const past = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 10));
  await ensureMessagePartitions(db, past);
  await ensureMessagePartitions(db, now);
  const first = await createTestAccount(db, { balance: '50.00', at: past });
  const second = await createTestAccount(db, { balance: '7.123456' });
  await queueMessages(
    db,
    first,
    [{ to: '+14155550100' }, { to: '+14155550101', content: '长消息'.repeat(40) }],
    past,
  );
  await queueMessages(db, second, [{ to: '+447400123456' }], now);
  await db.insert(mailOutbox).values(mail('owner@example.com', now));
}

function mail(toAddress: string, at: Date): typeof mailOutbox.$inferInsert {
  return {
    toAddress,
    subject: 'Welcome',
    textBody: 'Hello',
    htmlBody: '<p>Hello</p>',
    nextAttemptAt: at,
    createdAt: at,
  };
}

/** A data directory as `npm start` leaves it, made from the run's migrated template rather than migrated anew. */
async function seededDataDir(): Promise<string> {
  const dataDir = tempDir();
  const template = inject('pgliteTemplate');
  const source = await usePglite(
    new PGlite(
      path.join(dataDir, 'pglite'),
      template ? { loadDataDir: new Blob([readFileSync(template)]) } : undefined,
    ),
    { migrate: template === null },
  );
  try {
    await seed(source.db);
  } finally {
    await source.close();
  }
  return dataDir;
}

describe('moving the embedded database', () => {
  test('copies every table row for row, with the partitions and the identity counters', async () => {
    const source = await openDatabase({ dataDir: await seededDataDir() });
    const template = inject('pgliteTemplate');
    const target = await usePglite(
      new PGlite(template ? { loadDataDir: new Blob([readFileSync(template)]) } : undefined),
      { migrate: template === null },
    );
    try {
      const moved = await moveDatabase(source.db, target.db);
      expect(moved.find((table) => table.table === 'accounts')?.rows).toBe(2);
      expect(moved.reduce((sum, table) => sum + table.rows, 0)).toBeGreaterThan(10);
      const before = await snapshot(source.db);
      expect(await snapshot(target.db)).toEqual(before);
      expect(before.ledger_entries!.length).toBeGreaterThan(0);
      expect(Object.keys(before).filter((name) => name.startsWith('messages_y')).length).toBeGreaterThan(3);
      // The next e-mail gets a fresh id, not one of the copied rows'.
      await target.db.insert(mailOutbox).values(mail('next@example.com', new Date()));
      await expect(moveDatabase(source.db, target.db)).rejects.toThrow(/not empty/);
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run ops -- db:move-to <DATABASE_URL>', () => {
  test('moves a stopped installation to PostgreSQL; the console would read the same rows', async () => {
    const dataDir = await seededDataDir();
    const target = await createTestDatabase();
    try {
      const moved = await runCli({ DATA_DIR: dataDir }, 'db:move-to', target.url!);
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.json).toMatchObject({ verified: true });
      const source = await openDatabase({ dataDir });
      try {
        expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
      } finally {
        await source.close();
      }
      const again = await runCli({ DATA_DIR: dataDir }, 'db:move-to', target.url!);
      expect(again.code).toBe(1);
      expect(again.json).toMatchObject({ error: { code: 'invalid' } });
    } finally {
      await target.dispose();
    }
  });

  test('refuses while a server holds the data directory', async () => {
    const dataDir = await seededDataDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await runCli({ DATA_DIR: dataDir }, 'db:move-to', 'postgres://nobody@127.0.0.1:1/none');
      expect(refused.code).toBe(1);
      expect(refused.json).toMatchObject({ error: { code: 'unavailable' } });
      expect(path.isAbsolute(dataDir)).toBe(true);
    } finally {
      lock.release();
    }
  });
});
