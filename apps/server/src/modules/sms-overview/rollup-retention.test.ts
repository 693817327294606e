/**
 * MESSAGE_RETENTION_MONTHS keeps the roll-ups counting what `messages` holds: the months dropped with their
 * partitions leave the roll-ups in the same transaction, the months kept stay as they were.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dropExpiredMessagePartitions, ensureMessagePartitions } from '../../db/partitions.js';
import { messages } from '../../db/schema/index.js';
import { arrayParam, queryRows } from '../../db/sql-rows.js';
import { newMessageId } from '../../lib/ids.js';
import { createTestAccount } from '../../testing/engine-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { addToRollupsFrom } from './rollup-sql.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());
const NOW = new Date('2026-11-22T10:00:00Z');

describe('retention and the overview roll-ups', () => {
  test('months dropped with their partitions leave the roll-ups; the months kept are untouched', async () => {
    const { id: accountId } = await createTestAccount(t.db, { at: new Date('2026-05-01T00:00:00Z') });
    const instants = [
      '2026-05-10T12:00:00Z',
      '2026-08-31T23:59:00Z',
      '2026-09-01T00:00:00Z',
      '2026-11-02T08:00:00Z',
    ];
    for (const instant of instants) await ensureMessagePartitions(t.db, new Date(instant));
    const rows = await t.db
      .insert(messages)
      .values(
        instants.map((instant, i) => ({
          id: newMessageId(new Date(instant)),
          createdAt: new Date(instant),
          accountId,
          direction: 'out' as const,
          source: 'api' as const,
          type: 1,
          from: 'Beacon',
          to: `+1415555${String(3000 + i)}`,
          country: 'US',
          content: 'x',
          encoding: 'GSM-7' as const,
          segments: 1,
          costMicros: 10_000n,
          currency: 'USD',
          status: 'delivered' as const,
          dueAt: new Date(instant),
          updatedAt: new Date(instant),
        })),
      )
      .returning({ id: messages.id });
    await t.db.execute(sql`
      with changed as (select * from messages where id = any(${arrayParam(rows.map((row) => row.id))}::text[])),
      ${addToRollupsFrom(sql`changed`)}
      select 1`);
    const days = async (table: 'message_day_rollups' | 'message_mix_rollups') =>
      (
        await queryRows<{ day: string }>(
          t.db,
          sql`select day::text as day from ${sql.raw(table)} where account_id = ${accountId} order by day`,
        )
      ).map((row) => row.day);
    expect(await days('message_day_rollups')).toEqual([
      '2026-05-10',
      '2026-08-31',
      '2026-09-01',
      '2026-11-02',
    ]);

    await dropExpiredMessagePartitions(t.db, NOW, 3);

    expect(await days('message_day_rollups')).toEqual(['2026-09-01', '2026-11-02']);
    expect(await days('message_mix_rollups')).toEqual(['2026-09-01', '2026-11-02']);
    const [kept] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where account_id = ${accountId}`,
    );
    expect(kept!.n).toBe(2);
  });
});
