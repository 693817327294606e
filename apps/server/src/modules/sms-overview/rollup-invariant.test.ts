/**
 * The overview's roll-ups stay exact: after a mixed run through the real engine and SMPP simulator — accepts
 * at several times and on two UTC days, submits, receipts of every kind, a refused submit (failed and
 * refunded), a throttled submit retried, a multipart message, a receipt that never comes (expired by the
 * sweep), repeated receipts, an open scheduled message and a platform message — the roll-ups hold, slot by
 * slot, exactly a GROUP BY over `messages`, and the overview's figures equal the raw counts.
 */
import { FINAL_MESSAGE_STATUSES } from '../../db/schema/index.js';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { DeliveryReceipt } from '../../carriers/index.js';
import { queryRows } from '../../db/sql-rows.js';
import { createTestAccount, messagesByIds, queueMessages } from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { TEST_ENGINE_CONFIG } from '../../testing/test-config.js';
import { createReceiptApplier } from '../delivery/index.js';
import { createSmsOverviewService } from './service.js';

const VALIDITY_SECONDS = 60;
const e = useEngine({ engine: { smsValiditySeconds: VALIDITY_SECONDS }, runWebhookSender: false });

const LONG_TEXT = 'A message long enough to need three parts of GSM-7 text. '.repeat(6);

/** Per slot of each UTC day, by account, country and type: from the roll-ups and from `messages`. */
async function slotsOf(db: typeof e.db) {
  // Slots hold running sums: a slot's own figure is its value minus the previous slot's.
  const fromMix = await queryRows(
    db,
    sql`select account_id, day, country, type, slot, delivered, failed, segments, cost
        from (
          select account_id, day::text as day, country, type::int as type, slot::int as slot,
                 (d - coalesce(lag(d) over w, 0))::text as delivered,
                 (f - coalesce(lag(f) over w, 0))::text as failed,
                 (s - coalesce(lag(s) over w, 0))::text as segments,
                 (c - coalesce(lag(c) over w, 0))::text as cost
          from message_mix_rollups,
               unnest(delivered, failed, segments, cost_micros) with ordinality as u(d, f, s, c, slot)
          window w as (partition by account_id, day, country, type order by slot)
        ) as slots
        where delivered <> '0' or failed <> '0'
        order by 1, 2, 3, 4, 5`,
  );
  const fromMessages = await queryRows(
    db,
    sql`select account_id, (created_at at time zone 'UTC')::date::text as day, coalesce(country, '') as country,
               type::int as type, rollup_slot_of(created_at) as slot,
               count(*) filter (where status = 'delivered')::text as delivered,
               count(*) filter (where status <> 'delivered')::text as failed,
               sum(segments)::text as segments, sum(cost_micros)::text as cost
        from messages
        where direction = 'out' and account_id is not null
          and status in ('delivered', 'undelivered', 'expired', 'rejected', 'failed')
        group by 1, 2, 3, 4, 5
        order by 1, 2, 3, 4, 5`,
  );
  // The day roll-up is the mix summed over countries and types, slot by slot; slot 96 is every row's total.
  const dayMismatches = await queryRows(
    db,
    sql`with day_slots as (
          select account_id, day, slot, d, f, s, c
          from message_day_rollups,
               unnest(delivered, failed, segments, cost_micros) with ordinality as u(d, f, s, c, slot)
        ), mix_slots as (
          select account_id, day, slot, sum(d) as d, sum(f) as f, sum(s) as s, sum(c) as c
          from message_mix_rollups,
               unnest(delivered, failed, segments, cost_micros) with ordinality as u(d, f, s, c, slot)
          group by 1, 2, 3
        )
        select coalesce(x.account_id, m.account_id) as account_id
        from day_slots x full join mix_slots m using (account_id, day, slot)
        where x.d is distinct from m.d or x.f is distinct from m.f or x.s is distinct from m.s
           or x.c is distinct from m.c
        union all
        select account_id from message_mix_rollups
        where delivered[96] <> delivered_total or failed[96] <> failed_total
           or segments[96] <> segments_total or cost_micros[96] <> cost_micros_total
        union all
        select account_id from message_day_rollups
        where delivered[96] <> delivered_total or failed[96] <> failed_total
           or segments[96] <> segments_total or cost_micros[96] <> cost_micros_total`,
  );
  return { fromMix, fromMessages, dayMismatches };
}

function receiptFor(carrierMessageId: string, recipient: string): DeliveryReceipt {
  return {
    carrierMessageId,
    reportedIds: [carrierMessageId],
    alternateIds: [],
    stat: 'UNDELIV',
    status: 'undelivered',
    isFinal: true,
    errorCode: '009',
    submittedAt: null,
    doneAt: null,
    carrier: 'sim',
    recipient,
    sender: 'Beacon',
    receivedAt: new Date(),
  };
}

describe('the overview roll-ups', () => {
  test('equal a GROUP BY over messages after a mixed run, and the overview equals the raw counts', async () => {
    const first = await createTestAccount(e.db, { balance: '100.00' });
    const second = await createTestAccount(e.db, { balance: '100.00' });
    const final = [...FINAL_MESSAGE_STATUSES];
    const all: string[] = [];
    const queue = async (account: typeof first | null, inputs: Parameters<typeof queueMessages>[2]) => {
      const ids = await queueMessages(e.db, account, inputs, e.clock.now());
      all.push(...ids);
      return ids;
    };

    // 23:50 UTC on the first day, then 20 minutes later on the next: two UTC days, several slots.
    e.clock.advance(Date.parse('2026-03-02T23:50:00Z') - e.clock.now().getTime());
    await queue(first, [
      { to: '+14155550160', type: 1 },
      { to: '+12025550101', type: 1 },
      { to: '+12025550102', type: 3, price: '0.02' },
      { to: '+447400123456', type: 2, content: LONG_TEXT },
    ]);
    await queue(second, [{ to: '+12025550103', type: 3 }]);
    await e.waitForStatuses(all, final);
    e.clock.advance(20 * 60_000);
    const refused = await queue(first, [{ to: '+12025550104' }, { to: '+12025550105', type: 2 }]);
    const silent = await queue(first, [{ to: '+12025550106' }]);
    await queue(second, [{ to: '+4915112345678', type: 1 }]);
    await queue(null, [{ to: '+14155550161' }]);
    const scheduled = await queue(first, [
      { to: '+14155550162', sendAt: new Date(e.clock.now().getTime() + 86_400_000) },
    ]);
    await e.waitForStatuses(silent, ['sent']);
    await e.waitForStatuses(
      all.filter((id) => !silent.includes(id) && !scheduled.includes(id)),
      final,
    );
    expect((await messagesByIds(e.db, refused)).map((row) => row.status)).toEqual(['failed', 'delivered']);

    e.clock.advance(VALIDITY_SECONDS * 1_000 + TEST_ENGINE_CONFIG.receiptGraceMs);
    expect(await e.engine.expiry.sweep()).toBe(1);

    // Receipts repeated after the messages are final are applied exactly once: they change nothing.
    const repeats = createReceiptApplier({
      db: e.db,
      clock: e.clock.now,
      logger: pino({ level: 'silent' }),
      unknownGraceMs: 0,
    });
    for (const row of await messagesByIds(e.db, all)) {
      for (const id of row.carrierIds ?? []) if (id) await repeats.apply(receiptFor(id, row.to));
    }

    const statuses = (await messagesByIds(e.db, all)).map((row) => row.status).sort();
    expect(new Set(statuses)).toEqual(
      new Set(['delivered', 'undelivered', 'expired', 'rejected', 'failed', 'scheduled']),
    );
    const { fromMix, fromMessages, dayMismatches } = await slotsOf(e.db);
    expect(fromMix.length).toBeGreaterThan(5);
    expect(fromMix).toEqual(fromMessages);
    expect(dayMismatches).toEqual([]);

    // What the console shows for the last 7 days equals the raw counts, the open scheduled one included.
    const overview = createSmsOverviewService({ db: e.db, clock: e.clock.now });
    const week = await overview.overview(first.id, 'USD', { range: '7d', timezone: 'UTC' });
    const [raw] = await queryRows<{ sent: number; delivered: number; failed: number; segments: number }>(
      e.db,
      sql`select count(*)::int as sent, count(*) filter (where status = 'delivered')::int as delivered,
                 count(*) filter (where status in ('undelivered', 'expired', 'rejected', 'failed'))::int as failed,
                 sum(segments)::int as segments
          from messages where account_id = ${first.id} and direction = 'out'`,
    );
    expect(week.totals).toMatchObject({ ...raw, pending: 1 });
    expect(week.series.slice(-2).map((bucket) => bucket.sent)).toEqual([4, 4]);
    expect(week.byCountry.map((row) => [row.country, row.sent])).toEqual([
      ['US', 7],
      ['GB', 1],
    ]);
  });
});
