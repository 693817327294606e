/**
 * The receipt expiry sweep shared by several workers: batches are claimed with SKIP LOCKED, so sweepers
 * running at once expire every overdue message exactly once, and a started sweeper runs by itself.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '../carriers/testing/carrier-harness.js';
import { messageEvents, messages } from '../db/schema/index.js';
import { createTestAccount, queueMessages, statusesOf } from '../testing/engine-fixtures.js';
import { createFakeClock } from '../testing/fake-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createReceiptExpirySweeper } from './receipt-expiry-sweeper.js';

const SILENT = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

/** Messages the SMSC accepted whose receipt deadline is `deadline`, as the status writer leaves them. */
async function sentMessages(count: number, at: Date, deadline: Date): Promise<string[]> {
  const account = await createTestAccount(database.db, { balance: '100.00', at });
  const ids = await queueMessages(
    database.db,
    account,
    Array.from({ length: count }, (_, i) => ({ to: `+1415555${String(3000 + i).padStart(4, '0')}` })),
    at,
  );
  await database.db
    .update(messages)
    .set({
      status: 'sent',
      carrier: 'sim',
      carrierIds: sql`array[${messages.id}]`,
      dueAt: deadline,
      attempts: 1,
    })
    .where(inArray(messages.id, ids));
  return ids;
}

async function expiredEventCounts(ids: string[]): Promise<number[]> {
  const rows = await database.db
    .select({ messageId: messageEvents.messageId, n: sql<number>`count(*)::int` })
    .from(messageEvents)
    .where(and(inArray(messageEvents.messageId, ids), eq(messageEvents.status, 'expired')))
    .groupBy(messageEvents.messageId);
  return rows.map((row) => row.n);
}

describe('the receipt expiry sweep', () => {
  test('sweepers running at once expire every overdue message exactly once, in bounded batches, and leave the others waiting', async () => {
    const clock = createFakeClock();
    const overdue = await sentMessages(30, clock.now(), new Date(clock.now().getTime() - 1));
    const waiting = await sentMessages(3, clock.now(), new Date(clock.now().getTime() + 60_000));
    const sweepers = [1, 2, 3].map(() =>
      createReceiptExpirySweeper({ db: database.db, clock: clock.now, logger: SILENT, batchSize: 4 }),
    );

    const counts = await Promise.all(sweepers.map((sweeper) => sweeper.sweep()));

    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(Object.values(await statusesOf(database.db, overdue))).toEqual(Array(30).fill('expired'));
    expect(await expiredEventCounts(overdue)).toEqual(Array(30).fill(1));
    expect(Object.values(await statusesOf(database.db, waiting))).toEqual(['sent', 'sent', 'sent']);
  });

  test('a started sweeper expires messages by itself as their deadline passes', async () => {
    const clock = createFakeClock();
    const ids = await sentMessages(2, clock.now(), new Date(clock.now().getTime() + 1_000));
    // Each sweep reads the clock once: two reads mean the first sweep, before the deadline, has finished.
    let clockReads = 0;
    const sweeper = createReceiptExpirySweeper({
      db: database.db,
      clock: () => {
        clockReads += 1;
        return clock.now();
      },
      logger: SILENT,
      intervalMs: 10,
    });
    sweeper.start();
    try {
      await waitFor(() => clockReads >= 2, 5_000, 'two sweeps');
      expect(Object.values(await statusesOf(database.db, ids))).toEqual(['sent', 'sent']);
      clock.advance(1_000);
      await waitFor(
        async () => Object.values(await statusesOf(database.db, ids)).every((status) => status === 'expired'),
        5_000,
        'the deadline to be swept',
      );
    } finally {
      await sweeper.stop();
    }
  });
});
