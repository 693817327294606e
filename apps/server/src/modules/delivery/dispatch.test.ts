import { describe, expect, test } from 'vitest';
import {
  createTestAccount,
  eventsOf,
  ledgerOf,
  messagesByIds,
  queueMessages,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';

const e = useEngine();

const FINAL = ['delivered', 'undelivered', 'expired', 'rejected', 'failed'];

describe('dispatching queued messages to the SMSC', () => {
  test.each([
    ['+14155550123', 'delivered', null],
    ['+12025550101', 'undelivered', '001'],
    ['+12025550102', 'expired', '002'],
    ['+12025550103', 'rejected', '003'],
    ['+12025550105', 'delivered', null],
  ])('a message to %s ends %s', async (to, status, errorCode) => {
    const account = await createTestAccount(e.db);
    const [id] = await queueMessages(e.db, account, [{ to }], e.clock.now());
    await e.waitForStatuses([id!], [status]);
    const [row] = await messagesByIds(e.db, [id!]);
    expect(row).toMatchObject({ status, errorCode, carrier: 'sim', partStatuses: [status] });
    expect(row!.carrierIds).toHaveLength(1);
    expect((await eventsOf(e.db, id!)).map((event) => event.status)).toEqual(['queued', 'sent', status]);
    const received = await e.readReceived();
    expect(received.filter((line) => line.messageId === id)).toHaveLength(1);
  });

  test('a message the SMSC refuses at submit fails and is refunded exactly once', async () => {
    const account = await createTestAccount(e.db, { balance: '1.00' });
    const [id] = await queueMessages(e.db, account, [{ to: '+12025550104', price: '0.25' }], e.clock.now());
    await e.waitForStatuses([id!], ['failed']);
    const [row] = await messagesByIds(e.db, [id!]);
    expect(row).toMatchObject({ status: 'failed', errorCode: 'ESME_RINVDSTADR' });
    // Receipts or retries must not refund it a second time: a later claim takes nothing again.
    expect(await e.engine.dispatcher.nextClaim()).toBe(0);
    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.entries.map((entry) => [entry.type, entry.amountMicros])).toEqual([
      ['RECHARGE', 1_000_000n],
      ['CONSUME', -250_000n],
      ['REFUNDED', 250_000n],
    ]);
    expect(ledger.entries.at(-1)!.productId).toBe(id);
    expect(ledger.balanceMicros).toBe(1_000_000n);
    expect((await eventsOf(e.db, id!)).map((event) => event.status)).toEqual(['queued', 'failed']);
    expect((await e.readReceived()).some((line) => line.messageId === id)).toBe(false);
  });

  test('a message with no receipt stays sent while its receipt may still come', async () => {
    const account = await createTestAccount(e.db);
    const [id] = await queueMessages(e.db, account, [{ to: '+12025550106' }], e.clock.now());
    await e.waitForStatuses([id!], ['sent']);
    // Receipts come after the same delay in the order of the submits: once a later message's has come and
    // been applied, one for this message would have been too.
    const [later] = await queueMessages(e.db, account, [{ to: '+14155550123' }], e.clock.now());
    await e.waitForStatuses([later!], ['delivered']);
    expect((await messagesByIds(e.db, [id!]))[0]!.status).toBe('sent');
  });

  test('a multipart message is final only when every part has a receipt', async () => {
    const account = await createTestAccount(e.db);
    const long = 'Long message part '.repeat(20);
    const [id] = await queueMessages(e.db, account, [{ to: '+14155550124', content: long }], e.clock.now());
    await e.waitForStatuses([id!], ['delivered']);
    const [row] = await messagesByIds(e.db, [id!]);
    expect(row!.segments).toBe(3);
    expect(row!.carrierIds).toHaveLength(3);
    expect(row!.partStatuses).toEqual(['delivered', 'delivered', 'delivered']);
    const received = (await e.readReceived()).filter((line) => line.messageId === id);
    expect(received).toHaveLength(1);
    expect(received[0]!.content).toBe(long);
  });

  test('platform messages go through the same queue at no cost', async () => {
    const [id] = await queueMessages(
      e.db,
      null,
      [{ to: '+14155550125', content: 'Code 654321' }],
      e.clock.now(),
    );
    await e.waitForStatuses([id!], ['delivered']);
    expect((await e.readReceived()).find((line) => line.messageId === id)).toMatchObject({
      to: '+14155550125',
      content: 'Code 654321',
      from: 'Beacon',
    });
  });

  test('a batch of messages all reach a final status', async () => {
    const account = await createTestAccount(e.db, { balance: '100.00' });
    const numbers = Array.from({ length: 120 }, (_, i) => `+1415555${String(1000 + i).padStart(4, '0')}`);
    const ids = await queueMessages(
      e.db,
      account,
      numbers.map((to) => ({ to })),
      e.clock.now(),
    );
    await e.waitForStatuses(ids, FINAL, 15_000);
    const received = (await e.readReceived()).filter((line) => ids.includes(line.messageId));
    expect(received).toHaveLength(120);
  });
});
