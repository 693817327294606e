import { formatMicros } from '@beacon/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import { queryRows } from '../../db/sql-rows.js';
import { createTestAccount, messagesByIds, queueMessages } from '../../testing/engine-fixtures.js';
import { useRoutingEngine } from '../../testing/routing-harness.js';

const e = useRoutingEngine();

const numbers = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ to: `+4474001${String(from + i).padStart(5, '0')}` }));

async function carriersOf(ids: readonly string[]) {
  return new Set((await messagesByIds(e.db, ids)).map((row) => row.carrier));
}

describe('least-cost routing', () => {
  test('picks the cheaper carrier until its delivery rate drops, then moves; each message records its cost', async () => {
    await e.addCarrier('premium');
    const cheap = await e.addCarrier('cheap');
    // Quality is read back only when the test says so: the rate changes at a known point.
    await e.startEngine('GB=premium|cheap;*=premium', { routingRefreshMs: 3_600_000 });
    await e.admin.importCosts(
      'carrier,country,currency,cost\npremium,GB,USD,0.0050\ncheap,GB,USD,0.0020\ncheap,*,EUR,0.0030\n',
    );
    await e.admin.setRoute('GB', 'premium,cheap', 'lcr');
    await e.engine.routing.refresh();
    await waitFor(() => e.engine.carriers.bindStates().every((b) => b.state === 'bound'), 5_000, 'the binds');
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const euro = await createTestAccount(e.db, { balance: '100.00', currency: 'EUR' });

    // Neither carrier is measured yet: both count as 100 %, and the cheaper one takes the traffic.
    const first = await queueMessages(e.db, account, numbers(15, 0), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses(first, ['delivered']);
    expect(await carriersOf(first)).toEqual(new Set(['cheap']));

    // Its deliveries start failing: once enough receipts say so, it is more than 5 points behind.
    cheap.setDefaultBehaviour({ receipt: { stat: 'UNDELIV', err: '001' } });
    const failing = await queueMessages(e.db, account, numbers(15, 100), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses(failing, ['undelivered']);
    expect(await carriersOf(failing)).toEqual(new Set(['cheap']));
    await e.engine.routing.refresh();
    expect(e.engine.routing.signals.deliveryRateOf('cheap', 'GB')).toBe(50);

    const after = await queueMessages(e.db, account, numbers(10, 200), e.clock.now());
    const inEuro = await queueMessages(e.db, euro, numbers(2, 300), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses([...after, ...inEuro], ['delivered']);
    expect(await carriersOf([...after, ...inEuro])).toEqual(new Set(['premium']));

    // Each message holds what its carrier charges per segment, in the message's currency.
    const rows = await messagesByIds(e.db, [...first, ...after, ...inEuro]);
    for (const row of rows) {
      const expected = row.carrier === 'cheap' ? 2_000n : row.currency === 'EUR' ? 4_600n : 5_000n;
      expect(row.carrierCostMicros).toBe(expected);
      expect(row.sentAt).not.toBeNull();
    }

    // The margin report is a GROUP BY over messages, to the micro-unit.
    const from = new Date(e.clock.now().getTime() - 60_000).toISOString();
    const to = new Date(e.clock.now().getTime() + 60_000).toISOString();
    const report = await e.admin.marginReport(from, to);
    const expected = await queryRows<{
      currency: string;
      country: string;
      carrier: string;
      price: string;
      cost: string;
    }>(
      e.db,
      sql`select coalesce(currency, 'USD') as currency, country, carrier, sum(cost_micros)::text as price,
            sum(carrier_cost_micros * segments)::text as cost
          from messages
          where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz and direction = 'out'
            and status in ('sent', 'delivered', 'undelivered', 'expired', 'rejected') and carrier is not null
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(report.rows.map((row) => [row.currency, row.country, row.carrier, row.price, row.cost])).toEqual(
      expected.map((row) => [
        row.currency,
        row.country,
        row.carrier,
        formatMicros(BigInt(row.price)),
        formatMicros(BigInt(row.cost)),
      ]),
    );
    const usd = report.totals.find((total) => total.currency === 'USD')!;
    // 40 messages at 0.01 a segment; 30 at cheap's 0.002 and 10 at premium's 0.005.
    expect(usd).toMatchObject({
      messages: 40,
      price: '0.40',
      cost: '0.11',
      margin: '0.29',
      uncostedMessages: 0,
    });
  });
});
