/**
 * MESSAGE_RETENTION_MONTHS: months older than the retention leave with their partitions and their status
 * history; the months kept, the ledger (what was charged and refunded for the dropped messages) and the
 * balance stay exactly as they were.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, ledgerEntries, messageEvents, messages } from './schema/index.js';
import { createTestAccount, queueMessages } from '../testing/engine-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { dropExpiredMessagePartitions, ensureMessagePartitions, retentionCutoff } from './partitions.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const NOW = new Date('2026-11-22T10:00:00Z');

async function partitions(): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() is typed per driver (PGlite or node-postgres); both answer `rows`, asserted once here
  const rows = (await database.db.execute(
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent where p.relname = 'messages' and c.relkind = 'r' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return rows.rows.map((row) => row.name);
}

describe('message retention', () => {
  test('keeps the current month and the ones before it, up to the retention', () => {
    expect(retentionCutoff(NOW, 3).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(retentionCutoff(new Date('2027-01-05T00:00:00Z'), 2).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });

  test('drops old months with their history, keeps the rest, the ledger and the balance', async () => {
    const db = database.db;
    const months = ['2026-05-10', '2026-08-31', '2026-09-01', '2026-11-02'].map(
      (day) => new Date(`${day}T12:00:00Z`),
    );
    for (const month of months) await ensureMessagePartitions(db, month);
    const account = await createTestAccount(db, { balance: '20.00', at: months[0] });
    const ids: string[][] = [];
    for (const at of months)
      ids.push(await queueMessages(db, account, [{ to: '+14155550100' }, { to: '+14155550101' }], at));
    const ledgerBefore = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    const [{ balance } = { balance: 0n }] = await db
      .select({ balance: accounts.balanceMicros })
      .from(accounts)
      .where(eq(accounts.id, account.id));

    expect(await dropExpiredMessagePartitions(db, NOW, 0)).toEqual([]);
    const dropped = await dropExpiredMessagePartitions(db, NOW, 3);
    expect(dropped).toEqual([
      'messages_y2026m05',
      'messages_y2026m06',
      'messages_y2026m07',
      'messages_y2026m08',
    ]);
    expect(await partitions()).not.toContain('messages_y2026m08');
    expect(await partitions()).toContain('messages_y2026m09');

    const left = await db.select({ id: messages.id }).from(messages).where(inArray(messages.id, ids.flat()));
    expect(left.map((row) => row.id).sort()).toEqual([...ids[2]!, ...ids[3]!].sort());
    const history = await db
      .select({ id: messageEvents.messageId })
      .from(messageEvents)
      .where(inArray(messageEvents.messageId, ids.flat()));
    expect(new Set(history.map((row) => row.id))).toEqual(new Set([...ids[2]!, ...ids[3]!]));

    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id))).toEqual(
      ledgerBefore,
    );
    const [after] = await db
      .select({ balance: accounts.balanceMicros })
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(after!.balance).toBe(balance);
    expect(await dropExpiredMessagePartitions(db, NOW, 3)).toEqual([]);
  });
});
