/**
 * The SMS overview against a seeded set of messages: totals by status class, the hourly series of today and
 * the daily one of the week in the user's timezone (Shanghai, UTC+8, so UTC midnight is not the day's edge),
 * by country and by type, and another account's messages left out.
 */
import type { SmsOverviewResult } from '@beacon/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { arrayParam } from '../../db/sql-rows.js';
import { newMessageId } from '../../lib/ids.js';
import { setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { addToRollupsFrom } from './rollup-sql.js';
import { createSmsOverviewService } from './service.js';

const t = useTestApp();

/** 14:00 in Shanghai on 26 November. */
const NOW = new Date('2026-11-26T06:00:00Z');

type Seed = { at: string; status: string; country: string; type: number; segments?: number };

/** Inserts the rows, then counts the final ones through the roll-up write the delivery engine carries. */
async function seed(accountId: string, rows: Seed[]) {
  const ids = await insertMessages(accountId, rows);
  await t.db.execute(sql`
    with changed as (select * from messages where id = any(${arrayParam(ids)}::text[])), ${addToRollupsFrom(sql`changed`)}
    select 1`);
}

async function insertMessages(accountId: string, rows: Seed[]): Promise<string[]> {
  const inserted = await t.db
    .insert(messages)
    .values(
      rows.map((row, i) => {
        const at = new Date(row.at);
        return {
          id: newMessageId(at),
          createdAt: at,
          accountId,
          direction: 'out' as const,
          source: 'console' as const,
          type: row.type,
          from: 'Beacon',
          to: `+1415555${String(1000 + i)}`,
          country: row.country,
          content: 'x',
          encoding: 'GSM-7' as const,
          segments: row.segments ?? 1,
          costMicros: 10_000n * BigInt(row.segments ?? 1),
          currency: 'USD',
          status: row.status as 'delivered',
          dueAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: messages.id });
  return inserted.map((row) => row.id);
}

describe('the SMS overview', () => {
  test('counts by status, hour, day, country and type in the user timezone', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    await seed(sender.accountId, [
      // Today in Shanghai: 01:00 (still the 25th in UTC), 09:30, 09:45 and 13:10 local.
      { at: '2026-11-25T17:00:00Z', status: 'delivered', country: 'CN', type: 1 },
      { at: '2026-11-26T01:30:00Z', status: 'delivered', country: 'US', type: 1, segments: 2 },
      { at: '2026-11-26T01:45:00Z', status: 'undelivered', country: 'CN', type: 1 },
      { at: '2026-11-26T05:10:00Z', status: 'queued', country: 'CN', type: 3 },
      // 23:30 local on the 25th.
      { at: '2026-11-25T15:30:00Z', status: 'delivered', country: 'CN', type: 3 },
      // Eight days ago: outside the week.
      { at: '2026-11-18T03:00:00Z', status: 'delivered', country: 'US', type: 1 },
    ]);
    await seed(other.accountId, [
      { at: '2026-11-26T02:00:00Z', status: 'delivered', country: 'US', type: 1 },
    ]);
    const service = createSmsOverviewService({ db: t.db, clock: () => NOW });

    const today = await service.overview(sender.accountId, 'USD', {
      range: 'today',
      timezone: 'Asia/Shanghai',
    });
    expect(today.totals).toEqual({
      sent: 4,
      delivered: 2,
      failed: 1,
      pending: 1,
      segments: 5,
      cost: '0.05',
      deliveryRate: 2 / 3,
    });
    expect(today.series).toHaveLength(24);
    expect(today.series.filter((b) => b.sent > 0).map((b) => [b.at, b.sent])).toEqual([
      ['2026-11-26T01:00', 1],
      ['2026-11-26T09:00', 2],
      ['2026-11-26T13:00', 1],
    ]);
    expect(today.byCountry.map((c) => [c.country, c.sent])).toEqual([
      ['CN', 3],
      ['US', 1],
    ]);
    expect(today.byType.map((c) => [c.type, c.sent, c.delivered])).toEqual([
      [1, 3, 2],
      [3, 1, 0],
    ]);

    const week = await service.overview(sender.accountId, 'USD', { range: '7d', timezone: 'Asia/Shanghai' });
    expect(week.series.map((b) => b.at)).toEqual([
      '2026-11-20T00:00',
      '2026-11-21T00:00',
      '2026-11-22T00:00',
      '2026-11-23T00:00',
      '2026-11-24T00:00',
      '2026-11-25T00:00',
      '2026-11-26T00:00',
    ]);
    expect(week.series.slice(-2).map((b) => b.sent)).toEqual([1, 4]);
    expect(week.totals.sent).toBe(5);

    // In UTC the day starts eight hours later: the 01:00 Shanghai message is yesterday's.
    const utc = await service.overview(sender.accountId, 'USD', { range: 'today', timezone: 'UTC' });
    expect(utc.totals.sent).toBe(3);
  });

  test('the route answers the current account and refuses an unknown range or timezone', async () => {
    const sender = await setUpSendingAccount(t);
    const call = (body: Record<string, unknown>) =>
      t.post<SmsOverviewResult>('/api/sms/overview', body, { token: sender.user.token });
    const answer = await call({ range: '30d', timezone: 'Europe/Paris' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({
      range: '30d',
      bucket: 'day',
      totals: { sent: 0, deliveryRate: null },
    });
    expect(answer.body.data.series).toHaveLength(30);
    expect((await call({ range: 'week' })).body).toMatchObject({
      code: 1001,
      msg: 'range: Range must be today, 7d, 30d or 1y',
    });
    expect((await call({ timezone: 'Mars/Olympus' })).body.code).toBe(1001);
  });
});
