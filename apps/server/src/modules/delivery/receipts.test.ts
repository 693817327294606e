import pino from 'pino';
import { describe, expect, test } from 'vitest';
import type { DeliveryReceipt } from '../../carriers/index.js';
import { createTestAccount, eventsOf, messagesByIds, queueMessages } from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { createReceiptApplier, UnmatchedReceiptError } from './receipt-applier.js';

const e = useEngine();

function receiptFor(carrierMessageId: string, stat = 'UNDELIV'): DeliveryReceipt {
  return {
    carrierMessageId,
    reportedIds: [carrierMessageId],
    alternateIds: [],
    stat,
    status: stat === 'DELIVRD' ? 'delivered' : 'undelivered',
    isFinal: true,
    errorCode: stat === 'DELIVRD' ? null : '009',
    submittedAt: null,
    doneAt: null,
    carrier: 'sim',
    recipient: '+14155550150',
    sender: 'Beacon',
    receivedAt: new Date(),
  };
}

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
