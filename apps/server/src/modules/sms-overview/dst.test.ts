/**
 * Local hours and days are exact in every timezone: New York's fall-back day has 25 hourly buckets with the
 * repeated 01:00 twice (each with the instant it starts), its spring-forward day 23 without 02:00, and the
 * 25-hour day counts all its messages; India's (+05:30) and Nepal's (+05:45) hours and midnights fall inside
 * UTC hours, one minute apart deciding the bucket. Messages are final (through the roll-up) or still open.
 */
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

/** Messages created at `instants`, delivered unless `status` says otherwise, rolled up like the engine does. */
async function seed(accountId: string, instants: string[], status: 'delivered' | 'queued' = 'delivered') {
  const rows = await t.db
    .insert(messages)
    .values(
      instants.map((instant, i) => {
        const at = new Date(instant);
        return {
          id: newMessageId(at),
          createdAt: at,
          accountId,
          direction: 'out' as const,
          source: 'api' as const,
          type: 1,
          from: 'Beacon',
          to: `+1415555${String(2000 + i)}`,
          country: 'US',
          content: 'x',
          encoding: 'GSM-7' as const,
          segments: 1,
          costMicros: 10_000n,
          currency: 'USD',
          status,
          dueAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: messages.id });
  await t.db.execute(sql`
    with changed as (select * from messages where id = any(${arrayParam(rows.map((row) => row.id))}::text[])),
    ${addToRollupsFrom(sql`changed`)}
    select 1`);
}

const busy = (series: { at: string; start: string; sent: number }[]) =>
  series.filter((bucket) => bucket.sent > 0).map((bucket) => [bucket.at, bucket.start, bucket.sent]);

describe('the overview across DST and sub-hour offsets', () => {
  test('New York, the day the clocks go back: 25 hours, 01:00 twice, and the whole day in the week', async () => {
    const { accountId } = await setUpSendingAccount(t);
    // 01:30 EDT, 01:30 EST (open), 00:00 EDT and 23:59 EST: all on 1 November; 00:00 EST on the 2nd.
    await seed(accountId, ['2026-11-01T05:30:00Z', '2026-11-01T04:00:00Z', '2026-11-02T04:59:00Z']);
    await seed(accountId, ['2026-11-01T06:30:00Z'], 'queued');
    await seed(accountId, ['2026-11-02T05:00:00Z']);
    const timezone = 'America/New_York';

    const lateOnTheFirst = createSmsOverviewService({
      db: t.db,
      clock: () => new Date('2026-11-02T04:59:30Z'),
    });
    const today = await lateOnTheFirst.overview(accountId, 'USD', { range: 'today', timezone });
    expect(today.series).toHaveLength(25);
    expect(today.series.slice(0, 4).map((bucket) => [bucket.at, bucket.start])).toEqual([
      ['2026-11-01T00:00', '2026-11-01T04:00:00.000Z'],
      ['2026-11-01T01:00', '2026-11-01T05:00:00.000Z'],
      ['2026-11-01T01:00', '2026-11-01T06:00:00.000Z'],
      ['2026-11-01T02:00', '2026-11-01T07:00:00.000Z'],
    ]);
    expect(busy(today.series)).toEqual([
      ['2026-11-01T00:00', '2026-11-01T04:00:00.000Z', 1],
      ['2026-11-01T01:00', '2026-11-01T05:00:00.000Z', 1],
      ['2026-11-01T01:00', '2026-11-01T06:00:00.000Z', 1],
      ['2026-11-01T23:00', '2026-11-02T04:00:00.000Z', 1],
    ]);
    // 00:00 EST on the 2nd is tomorrow's, though the clock reads the 1st still.
    expect(today.totals).toMatchObject({ sent: 4, delivered: 3, pending: 1 });

    const nextDay = createSmsOverviewService({ db: t.db, clock: () => new Date('2026-11-02T12:00:00Z') });
    const week = await nextDay.overview(accountId, 'USD', { range: '7d', timezone });
    expect(busy(week.series)).toEqual([
      ['2026-11-01T00:00', '2026-11-01T04:00:00.000Z', 4],
      ['2026-11-02T00:00', '2026-11-02T05:00:00.000Z', 1],
    ]);
    expect(week.byCountry).toMatchObject([{ country: 'US', sent: 5, delivered: 4, pending: 1 }]);
  });

  test('New York, the day the clocks go forward: 23 hours, no 02:00', async () => {
    const { accountId } = await setUpSendingAccount(t);
    // 01:59 EST, then 03:10 EDT one hour and eleven minutes later.
    await seed(accountId, ['2026-03-08T06:59:00Z', '2026-03-08T07:10:00Z']);
    const service = createSmsOverviewService({ db: t.db, clock: () => new Date('2026-03-08T20:00:00Z') });
    const today = await service.overview(accountId, 'USD', { range: 'today', timezone: 'America/New_York' });
    expect(today.series).toHaveLength(23);
    expect(today.series.map((bucket) => bucket.at.slice(11))).not.toContain('02:00');
    expect(busy(today.series)).toEqual([
      ['2026-03-08T01:00', '2026-03-08T06:00:00.000Z', 1],
      ['2026-03-08T03:00', '2026-03-08T07:00:00.000Z', 1],
    ]);
  });

  test('India and Nepal: hours and midnights inside UTC hours, decided to the minute', async () => {
    const { accountId } = await setUpSendingAccount(t);
    // Kolkata: 23:59 on the 25th and 00:00 on the 26th. Kathmandu: 08:59 and 09:00 on the 26th.
    await seed(accountId, ['2026-11-25T18:29:00Z', '2026-11-25T18:30:00Z']);
    await seed(accountId, ['2026-11-26T03:14:00Z', '2026-11-26T03:15:00Z']);
    const service = createSmsOverviewService({ db: t.db, clock: () => new Date('2026-11-26T10:00:00Z') });

    const india = await service.overview(accountId, 'USD', { range: '7d', timezone: 'Asia/Kolkata' });
    expect(india.series.slice(-2).map((bucket) => [bucket.at, bucket.start, bucket.sent])).toEqual([
      ['2026-11-25T00:00', '2026-11-24T18:30:00.000Z', 1],
      ['2026-11-26T00:00', '2026-11-25T18:30:00.000Z', 3],
    ]);
    const indiaToday = await service.overview(accountId, 'USD', { range: 'today', timezone: 'Asia/Kolkata' });
    expect(indiaToday.totals.sent).toBe(3);
    expect(indiaToday.byCountry).toMatchObject([{ country: 'US', sent: 3 }]);

    const nepal = await service.overview(accountId, 'USD', { range: 'today', timezone: 'Asia/Kathmandu' });
    expect(busy(nepal.series)).toEqual([
      // The two Kolkata messages: 00:14 and 00:15 in Kathmandu.
      ['2026-11-26T00:00', '2026-11-25T18:15:00.000Z', 2],
      ['2026-11-26T08:00', '2026-11-26T02:15:00.000Z', 1],
      ['2026-11-26T09:00', '2026-11-26T03:15:00.000Z', 1],
    ]);
  });
});
