import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { waitFor } from '../carriers/testing/carrier-harness.js';
import { createReceiptApplier, createStatusWriter } from '../modules/delivery/index.js';
import { createTestAccount, queueMessages, receiptFor, statusesOf } from '../testing/engine-fixtures.js';
import { useEngine } from '../testing/engine-harness.js';
import { createDispatcher } from './dispatcher.js';

const e = useEngine({ runWebhookSender: false });
const SILENT = pino({ level: 'silent' });

describe('dispatcher backpressure', () => {
  test('no claim while the receipt applier is two claims behind; claims resume once its receipts are stored', async () => {
    // Only this test's dispatcher claims.
    await e.stopEngine();
    let openDatabase = () => {};
    const databaseIsSlow = new Promise<void>((resolve) => (openDatabase = resolve));
    // A real applier whose writes are held back, as a database that has fallen behind holds them.
    const receipts = createReceiptApplier({
      db: e.db,
      clock: e.clock.now,
      logger: SILENT,
      beforeMatch: () => databaseIsSlow,
      unknownGraceMs: 0,
      maxBatch: 2,
      flushDelayMs: 1,
    });
    // The first two are being written; four wait behind them: two claims' worth at two rows a claim.
    const answered = Array.from({ length: 6 }, (_, i) =>
      receipts.apply(receiptFor(`lagging-${i}`, 'DELIVRD')),
    );
    expect(receipts.pending).toBe(4);

    const account = await createTestAccount(e.db);
    const ids = await queueMessages(
      e.db,
      account,
      [{ to: '+14155550161' }, { to: '+14155550162' }, { to: '+14155550163' }],
      e.clock.now(),
    );
    const handled: string[] = [];
    // The claim waits on the applier's flush: that call is the event the test waits for, instead of a sleep.
    let claimWaits = () => {};
    const claimWaiting = new Promise<void>((resolve) => (claimWaits = resolve));
    const watchedReceipts = {
      get pending() {
        return receipts.pending;
      },
      flush() {
        claimWaits();
        return receipts.flush();
      },
    };
    const dispatcher = createDispatcher({
      db: e.db,
      clock: e.clock.now,
      logger: SILENT,
      writer: createStatusWriter({ db: e.db, clock: e.clock.now, logger: SILENT, receiptWaitMs: 60_000 }),
      receipts: watchedReceipts,
      batchSize: 2,
      concurrency: 4,
      leaseMs: 60_000,
      pollMs: 10,
      dispatchMessage: async (message) => {
        handled.push(message.key.id);
      },
    });
    dispatcher.start();
    try {
      // The first claim stops at the lagging receipts before it reads the queue.
      await claimWaiting;
      expect(handled).toEqual([]);
      expect(Object.values(await statusesOf(e.db, ids))).toEqual(['queued', 'queued', 'queued']);

      openDatabase();
      await Promise.all(answered);
      await waitFor(() => handled.length === 3, 5_000, 'the claims to resume');
      expect([...handled].sort()).toEqual([...ids].sort());
      expect(receipts.pending).toBe(0);
    } finally {
      await dispatcher.stop({ drainMs: 100 });
    }
  });
});
