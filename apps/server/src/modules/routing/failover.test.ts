import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { FAST_CARRIER_QUERY, waitFor } from '../../carriers/testing/carrier-harness.js';
import { RECEIPT_STYLES, TestSmsc } from '../../carriers/testing/test-smsc.js';
import { queryRows } from '../../db/sql-rows.js';
import { createTestAccount, ledgerOf, messagesByIds, queueMessages } from '../../testing/engine-fixtures.js';
import { useRoutingEngine } from '../../testing/routing-harness.js';

const e = useRoutingEngine();

const numbers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ to: `+4474001${String(from + i).padStart(5, '0')}` }));

/** The carriers each message left before the one that took it, from its `sent` history row. */
async function movesOf(ids: readonly string[]) {
  const rows = await queryRows<{
    message_id: string;
    moved: { carrier: string; errorCode: string }[] | null;
  }>(
    e.db,
    sql`select message_id, detail -> 'movedFrom' as moved from message_events
        where status = 'sent' and message_id = any(${sql.param([...ids])}::text[])`,
  );
  return new Map(rows.map((row) => [row.message_id, row.moved ?? []]));
}

/** Every message final, the balance equal to its ledger, and nothing charged back that reached a carrier. */
async function expectSettled(accountId: string, ids: readonly string[]) {
  const rows = await messagesByIds(e.db, ids);
  expect(rows.filter((row) => row.status !== 'delivered').map((row) => `${row.id}=${row.status}`)).toEqual(
    [],
  );
  const ledger = await ledgerOf(e.db, accountId);
  expect(ledger.entries.reduce((sum, entry) => sum + entry.amountMicros, 0n)).toBe(ledger.balanceMicros);
  expect(ledger.entries.filter((entry) => entry.type === 'REFUNDED')).toEqual([]);
}

describe('failover between carriers', () => {
  test('the preferred carrier killed mid-run: every message ends delivered, only lost answers reach both', async () => {
    // Answers held a little, so submits are in flight on the first carrier when it dies.
    await e.addCarrier('first', { submitResponseDelayMs: 20 });
    await e.addCarrier('second');
    await e.startEngine('*=first|second');
    await waitFor(
      () => ['first', 'second'].every((name) => e.carrier(name).stats().boundSessions > 0),
      5_000,
      'the binds',
    );
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const ids = await queueMessages(e.db, account, numbers(300), e.clock.now());
    e.engine.wake();
    await waitFor(
      () => e.carrier('first').stats().submitsReceived >= 60,
      15_000,
      'the first carrier to take some',
    );
    await e.carrier('first').close();

    // Receipts of what the first carrier took before it died never come: the expiry sweep ends those.
    await waitFor(
      async () => {
        const rows = await messagesByIds(e.db, ids);
        const waitsForDeadCarrier = (row: (typeof rows)[number]) =>
          row.status === 'sent' && row.carrier === 'first';
        return rows.every((row) => row.status === 'delivered' || waitsForDeadCarrier(row));
      },
      30_000,
      'every message delivered, or sent on the dead carrier (whose receipts died with it)',
    );
    const atFirst = new Set(await e.receivedBy('first'));
    const atSecond = new Set(await e.receivedBy('second'));
    const rows = await messagesByIds(e.db, ids);
    const stuck = rows.filter((row) => row.status === 'sent');
    expect(rows.filter((row) => row.carrier === 'second').length).toBeGreaterThan(0);
    for (const row of rows) {
      const took = row.carrier === 'first' ? atFirst : atSecond;
      expect(took.has(row.id)).toBe(true);
    }

    // At both only when the first carrier's answer was lost with its socket: counted, and in the history.
    const moves = await movesOf(ids);
    const atBoth = ids.filter((id) => atFirst.has(id) && atSecond.has(id));
    for (const id of atBoth) {
      expect(moves.get(id)?.map((move) => move.errorCode)).toContain('ANSWER_LOST');
    }
    for (const row of rows.filter((r) => r.carrier === 'second' && atFirst.has(r.id))) {
      expect(moves.get(row.id)).toEqual([{ carrier: 'first', errorCode: 'ANSWER_LOST' }]);
    }
    await e.engine.routing.refresh();
    const lost = e.engine.routing.quality().filter((q) => q.carrier === 'first');
    expect(lost.reduce((sum, q) => sum + q.lostAnswers, 0)).toBe(
      [...moves.values()].filter((m) => m.some((move) => move.errorCode === 'ANSWER_LOST')).length,
    );

    if (stuck.length > 0) {
      e.clock.advance(48 * 3_600_000 + 300_001);
      await e.engine.expiry.sweep();
    }
    const ended = await messagesByIds(e.db, ids);
    expect(ended.every((row) => ['delivered', 'expired'].includes(row.status))).toBe(true);
    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.entries.reduce((sum, entry) => sum + entry.amountMicros, 0n)).toBe(ledger.balanceMicros);
  });

  test('a carrier refusing binds, one throttling, one losing its socket mid-window: messages go past them', async () => {
    await e.addCarrier('refusing', { password: 'right' });
    const throttling = await e.addCarrier('throttling');
    throttling.setDefaultBehaviour({ throttleEverySubmit: true, receipt: null });
    const dropping = await e.addCarrier('dropping', { submitResponseDelayMs: 5 });
    await e.addCarrier('good');
    dropping.dropConnectionAfterSubmits(15);
    await e.startEngine(`*=${e.urlOf('refusing').replace(':right@', ':wrong@')}|throttling|dropping|good`);
    await waitFor(
      () => ['throttling', 'dropping', 'good'].every((name) => e.carrier(name).stats().boundSessions > 0),
      5_000,
      'the binds',
    );
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const ids = await queueMessages(e.db, account, numbers(120, 500), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses(ids, ['delivered'], 30_000);
    await expectSettled(account.id, ids);

    const rows = await messagesByIds(e.db, ids);
    const carriers = new Set(rows.map((row) => row.carrier));
    expect(carriers.has('refusing')).toBe(false);
    expect(carriers.has('throttling')).toBe(false);
    expect(await e.receivedBy('throttling')).toEqual([]);
    const atDropping = new Set(await e.receivedBy('dropping'));
    const atGood = new Set(await e.receivedBy('good'));
    const moves = await movesOf(ids);
    for (const id of ids.filter((id) => atDropping.has(id) && atGood.has(id))) {
      expect(
        moves.get(id)?.some((move) => move.carrier === 'dropping' && move.errorCode === 'ANSWER_LOST'),
      ).toBe(true);
    }
    const reports = new Map(e.engine.carriers.router.healthReports().map((r) => [r.carrier, r]));
    expect(reports.get('refusing')).toMatchObject({ status: 'passed-over', reason: 'unbound' });
    expect(e.engine.carriers.bindStates().find((b) => b.carrier === 'refusing')?.state).toBe('refused');
  });

  test('a message whose first part a carrier took stays with that carrier when the socket drops', async () => {
    const first = await e.addCarrier('first');
    await e.addCarrier('second');
    // A window of one: part 2 goes only once part 1 is answered, and its answer dies with the socket.
    await e.startEngine(`*=${e.urlOf('first', { window: 1 })}|second`);
    await waitFor(() => first.stats().boundSessions > 0, 5_000, 'the first bind');
    const account = await createTestAccount(e.db, { balance: '10.00' });
    first.dropConnectionAfterSubmits(2);
    const [id] = await queueMessages(
      e.db,
      account,
      [{ to: '+447400200001', content: 'x'.repeat(400) }],
      e.clock.now(),
    );
    e.engine.wake();
    await e.waitForStatuses([id!], ['delivered']);
    const [row] = await messagesByIds(e.db, [id!]);
    expect(row!.carrier).toBe('first');
    expect(await e.receivedBy('second')).toEqual([]);
  });

  test('a foreign SMSC takes over from a dead preferred carrier, its receipts matched in their own style', async () => {
    await e.addCarrier('first');
    const foreign = await TestSmsc.start({ style: RECEIPT_STYLES.hexSubmitDecimalText, receiptDelayMs: 5 });
    try {
      await e.startEngine(`*=first|${foreign.url({ name: 'foreign', ...FAST_CARRIER_QUERY })}`);
      await waitFor(() => foreign.stats().boundSessions > 0, 5_000, 'the foreign bind');
      await e.carrier('first').close();
      const account = await createTestAccount(e.db, { balance: '10.00' });
      const ids = await queueMessages(e.db, account, numbers(20, 900), e.clock.now());
      e.engine.wake();
      await e.waitForStatuses(ids, ['delivered']);
      await expectSettled(account.id, ids);
      expect(new Set((await messagesByIds(e.db, ids)).map((row) => row.carrier))).toEqual(
        new Set(['foreign']),
      );
      expect(foreign.stats()).toMatchObject({ submits: 20, receiptsRefused: 0 });
    } finally {
      await foreign.close();
    }
  });
});
