import { describe, expect, test } from 'vitest';
import {
  createTestAccount,
  eventsOf,
  ledgerOf,
  messagesByIds,
  queueMessages,
  setSmsSettings,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { waitFor } from '../../carriers/testing/carrier-harness.js';

const e = useEngine();

/** Waits until `delivered` messages were delivered and every other one was put back for later. */
async function waitForDeferrals(ids: string[], delivered: number) {
  return waitFor(
    async () => {
      const rows = await messagesByIds(e.db, ids);
      const now = e.clock.now().getTime();
      const isDeferred = (row: (typeof rows)[number]) => row.status === 'queued' && row.dueAt.getTime() > now;
      const done = rows.filter((row) => row.status === 'delivered').length === delivered;
      return done && rows.every((row) => row.status === 'delivered' || isDeferred(row)) && rows;
    },
    5_000,
    'deferrals',
  );
}

describe('scheduled messages', () => {
  test('are not sent before they are due, then are', async () => {
    const account = await createTestAccount(e.db);
    const sendAt = new Date(e.clock.now().getTime() + 3_600_000);
    const [id] = await queueMessages(e.db, account, [{ to: '+14155550130', sendAt }], e.clock.now());
    // A claim begun after the insert, and one after the clock moved, find nothing due.
    expect(await e.engine.dispatcher.nextClaim()).toBe(0);
    expect((await messagesByIds(e.db, [id!]))[0]).toMatchObject({ status: 'scheduled', attempts: 0 });
    expect(await e.readReceived()).toEqual([]);

    e.clock.advance(3_600_000 - 1);
    expect(await e.engine.dispatcher.nextClaim()).toBe(0);
    expect((await messagesByIds(e.db, [id!]))[0]!.status).toBe('scheduled');

    e.clock.advance(1);
    await e.waitForStatuses([id!], ['delivered']);
    expect((await e.readReceived()).map((line) => line.messageId)).toEqual([id]);
  });
});

describe('rate limits at dispatch', () => {
  test('a message over the per-second rate is put back in the queue, not failed, and goes later', async () => {
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, { perSecondRate: 2 });
    const ids = await queueMessages(
      e.db,
      account,
      ['+14155550131', '+14155550132', '+14155550133', '+14155550134', '+14155550135'].map((to) => ({ to })),
      e.clock.now(),
    );
    const first = await waitForDeferrals(ids, 2);
    const deferred = first.filter((row) => row.status === 'queued');
    expect(first.filter((row) => row.status === 'delivered')).toHaveLength(2);
    expect(deferred).toHaveLength(3);
    for (const row of deferred) {
      // The attempt is given back and the row is due when the limit allows it, later ones a window further.
      expect(row.attempts).toBe(0);
      expect(row.dueAt.getTime()).toBeGreaterThan(e.clock.now().getTime());
      expect(row.dueAt.getTime()).toBeLessThanOrEqual(e.clock.now().getTime() + 2_000);
    }
    // Real time moves the limiter's window, the fake clock makes the rows due: the fake clock follows real
    // time until every message is delivered (two more windows).
    let followed = Date.now();
    await waitFor(
      async () => {
        e.clock.advance(Date.now() - followed);
        followed = Date.now();
        return (await messagesByIds(e.db, ids)).every((row) => row.status === 'delivered');
      },
      8_000,
      'the deferred messages',
    );
    expect((await e.readReceived()).filter((line) => ids.includes(line.messageId))).toHaveLength(5);
  });

  test.each([
    ['per number per hour', { perNumberLimit: 1 }, 3_600_000],
    ['per minute', { globalRateLimit: 1 }, 60_000],
  ])('a message over the limit %s waits for its window', async (_label, settings, windowMs) => {
    const account = await createTestAccount(e.db);
    await setSmsSettings(e.db, account.id, settings);
    const ids = await queueMessages(
      e.db,
      account,
      [{ to: '+14155550136' }, { to: '+14155550136' }],
      e.clock.now(),
    );
    const rows = await waitForDeferrals(ids, 1);
    const deferred = rows.find((row) => row.status === 'queued')!;
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(1);
    expect(deferred.attempts).toBe(0);
    expect(deferred.dueAt.getTime() - e.clock.now().getTime()).toBeGreaterThan(windowMs - 5_000);
    expect(deferred.dueAt.getTime() - e.clock.now().getTime()).toBeLessThanOrEqual(windowMs);
    expect((await eventsOf(e.db, deferred.id)).map((event) => event.status)).toEqual(['queued']);
  });
});

describe('submit failures', () => {
  test('a submit that times out is retried with backoff, then failed and refunded after the last attempt', async () => {
    await e.stopEngine();
    await e.startEngine({ maxSubmitAttempts: 2 }, { submitTimeout: 300, responseTimeout: 200 });
    const account = await createTestAccount(e.db, { balance: '1.00' });
    e.simulator.setUnresponsive(true);
    const [id] = await queueMessages(e.db, account, [{ to: '+14155550137', price: '0.10' }], e.clock.now());

    // Queued again with its first attempt counted (queued with none counted is where it started).
    const [retrying] = await waitFor(
      async () => {
        const rows = await messagesByIds(e.db, [id!]);
        return rows[0]!.status === 'queued' && rows[0]!.attempts === 1 && rows;
      },
      5_000,
      'the first attempt to time out',
    );
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1 });
    // 1 s · 2^0 with equal jitter: between 0.5 and 1 s.
    const waitMs = retrying!.dueAt.getTime() - e.clock.now().getTime();
    expect(waitMs).toBeGreaterThanOrEqual(500);
    expect(waitMs).toBeLessThanOrEqual(1_000);

    e.clock.advance(1_000);
    await e.waitForStatuses([id!], ['failed'], 5_000);
    const [failed] = await messagesByIds(e.db, [id!]);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'SUBMIT_TIMEOUT', attempts: 2 });
    expect((await eventsOf(e.db, id!)).map((event) => [event.status, event.errorCode])).toEqual([
      ['queued', null],
      ['queued', 'SUBMIT_TIMEOUT'],
      ['failed', 'SUBMIT_TIMEOUT'],
    ]);
    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.entries.map((entry) => entry.type)).toEqual(['RECHARGE', 'CONSUME', 'REFUNDED']);
    expect(ledger.balanceMicros).toBe(1_000_000n);
    e.simulator.setUnresponsive(false);
  });
});
