import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createReceiptCounters } from '../../carriers/index.js';
import {
  createTestAccount,
  eventsOf,
  messagesByIds,
  queueMessages,
  receiptFor,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { createReceiptApplier, UnmatchedReceiptError } from './receipt-applier.js';

const e = useEngine();

function applier(unknownGraceMs: number) {
  return createReceiptApplier({
    db: e.db,
    clock: e.clock.now,
    logger: pino({ level: 'silent' }),
    unknownGraceMs,
  });
}

describe('delivery receipts', () => {
  test('a receipt for an unknown carrier id is refused during the grace period, then dropped', async () => {
    const receipts = applier(60_000);
    await expect(receipts.apply(receiptFor('no-such-id'))).rejects.toBeInstanceOf(UnmatchedReceiptError);
    e.clock.advance(30_000);
    await expect(receipts.apply(receiptFor('no-such-id'))).rejects.toBeInstanceOf(UnmatchedReceiptError);
    e.clock.advance(30_000);
    await expect(receipts.apply(receiptFor('no-such-id'))).resolves.toBeUndefined();
    await expect(applier(0).apply(receiptFor('another-unknown-id'))).resolves.toBeUndefined();
  });

  test('an unmatched receipt is logged once with its carrier, every id tried and the reason, and counted once', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const counters = createReceiptCounters();
    const receipts = createReceiptApplier({
      db: e.db,
      clock: e.clock.now,
      logger: pino({ level: 'info' }, sink),
      unknownGraceMs: 60_000,
      counters,
    });
    const receipt = {
      ...receiptFor('B2D05E01'),
      reportedIds: ['B2D05E01', '3000000001'],
      alternateIds: ['b2d05e01'],
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(receipts.apply(receipt)).rejects.toBeInstanceOf(UnmatchedReceiptError);
      e.clock.advance(20_000);
    }
    await expect(receipts.apply(receipt)).resolves.toBeUndefined();
    const warnings = lines.filter((line) => line.msg === 'receipts: receipt matches no message');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      carrier: 'sim',
      stat: 'UNDELIV',
      reportedIds: ['B2D05E01', '3000000001'],
      alternateIds: ['b2d05e01'],
      reason: expect.stringContaining('no message') as string,
      answer: expect.stringContaining('ESME_RX_T_APPN') as string,
    });
    expect(counters).toMatchObject({ unmatched: 1, dropped: 1, matchedAfterRefusal: 0 });
  });

  test('a receipt whose id is only stored in another form matches its message, and is counted as such', async () => {
    const account = await createTestAccount(e.db);
    const [id] = await queueMessages(e.db, account, [{ to: '+12025550106' }], e.clock.now());
    await e.waitForStatuses([id!], ['sent']);
    const [row] = await messagesByIds(e.db, [id!]);
    const stored = row!.carrierIds![0]!;
    const counters = createReceiptCounters();
    const receipts = createReceiptApplier({
      db: e.db,
      clock: e.clock.now,
      logger: pino({ level: 'silent' }),
      unknownGraceMs: 60_000,
      counters,
    });
    // The simulator's ids are hex: this SMSC would print them in decimal and upper case.
    const reported = BigInt(`0x${stored}`).toString(10);
    await receipts.apply({
      ...receiptFor(reported, 'DELIVRD'),
      reportedIds: [reported],
      alternateIds: [stored.toUpperCase(), stored],
    });
    const [after] = await messagesByIds(e.db, [id!]);
    expect(after).toMatchObject({ status: 'delivered', partStatuses: ['delivered'] });
    expect(counters).toMatchObject({ unmatched: 0, matchedByAlternateId: 1 });
  });

  test('a late receipt for a final message changes nothing', async () => {
    const account = await createTestAccount(e.db);
    const [id] = await queueMessages(e.db, account, [{ to: '+14155550150' }], e.clock.now());
    await e.waitForStatuses([id!], ['delivered']);
    const [row] = await messagesByIds(e.db, [id!]);
    await applier(0).apply(receiptFor(row!.carrierIds![0]!, 'UNDELIV'));
    const [after] = await messagesByIds(e.db, [id!]);
    expect(after).toMatchObject({ status: 'delivered', errorCode: null, partStatuses: ['delivered'] });
    expect((await eventsOf(e.db, id!)).map((event) => event.status)).toEqual(['queued', 'sent', 'delivered']);
  });

  test('a receipt that arrives while the engine is down is matched once the engine is back', async () => {
    const account = await createTestAccount(e.db);
    const [id] = await queueMessages(e.db, account, [{ to: '+14155550151' }], e.clock.now());
    await e.waitForStatuses([id!], ['sent', 'delivered']);
    await e.stopEngine();
    // The simulator keeps its receipts until a session of the same system id binds again.
    await e.startEngine();
    await e.waitForStatuses([id!], ['delivered']);
  });
});
