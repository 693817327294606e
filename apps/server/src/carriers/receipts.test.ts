import { afterEach, beforeEach, expect, test } from 'vitest';
import { CarrierError } from './errors.js';
import type { SmppCarrier } from './smpp-carrier.js';
import {
  createHarness,
  messageFor,
  waitFor,
  type CarrierEvents,
  type Harness,
} from './testing/carrier-harness.js';

let harness: Harness;

beforeEach(async () => {
  harness = await createHarness({ receiptRetryMs: 30 });
});
afterEach(async () => {
  await harness.dispose();
});

test.each([
  { to: '+447700900123', stat: 'DELIVRD', status: 'delivered', errorCode: null },
  { to: '+12025550101', stat: 'UNDELIV', status: 'undelivered', errorCode: '001' },
  { to: '+12025550102', stat: 'EXPIRED', status: 'expired', errorCode: '002' },
  { to: '+12025550103', stat: 'REJECTD', status: 'rejected', errorCode: '003' },
])('a message to $to gets a $stat receipt that maps to $status', async ({ to, stat, status, errorCode }) => {
  const { carrier, events } = harness.connect();
  const { carrierMessageIds } = await carrier.submit(messageFor(`m-${stat}`, to, 'Your code is 123456'));
  const [receipt] = await waitFor(() => events.receipts.length === 1 && events.receipts, 2000, 'a receipt');
  expect(receipt).toMatchObject({
    carrier: carrier.name,
    carrierMessageId: carrierMessageIds[0],
    stat,
    status,
    isFinal: true,
    errorCode,
    recipient: to,
    sender: 'Beacon',
  });
  expect(receipt?.submittedAt).toBeInstanceOf(Date);
});

test('a number the SMSC refuses fails permanently with its command_status and no receipt', async () => {
  const { carrier, events } = harness.connect();
  const error = await carrier
    .submit(messageFor('m-refused', '+12025550104', 'hello'))
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  expect(error).toMatchObject({
    reason: 'rejected',
    isPermanent: true,
    commandStatus: 0x0b,
    carrierMessageIds: [null],
  });
  expect((error as Error).message).toContain('ESME_RINVDSTADR');
  expect(await harness.readReceived()).toEqual([]);
  expect(events.receipts).toEqual([]);
});

test('a throttled submit is retried after a pause and then delivered', async () => {
  const { carrier, events } = harness.connect();
  const result = await carrier.submit(messageFor('m-throttled', '+12025550105', 'slow down'));
  expect(result.carrierMessageIds).toHaveLength(1);
  expect(harness.simulator.stats().submitsReceived).toBe(2);
  await waitFor(() => events.receipts.length === 1, 2000, 'a receipt');
  expect(events.receipts[0]?.status).toBe('delivered');
  expect((await harness.readReceived()).map((line) => line.messageId)).toEqual(['m-throttled']);
});

/**
 * Proves no receipt is coming for what was sent so far: the simulator sends receipts after the same delay in
 * the order it took the messages, so once a later message's receipt is here, an earlier one would be too.
 */
async function expectOnlyTheLaterReceipt(carrier: SmppCarrier, events: CarrierEvents) {
  const { carrierMessageIds } = await carrier.submit(messageFor('m-later', '+447700900123', 'later'));
  await waitFor(() => events.receipts.length > 0, 2000, "the later message's receipt");
  expect(events.receipts.map((receipt) => receipt.carrierMessageId)).toEqual(carrierMessageIds);
}

test('the no-receipt test number is accepted and never receipted', async () => {
  const { carrier, events } = harness.connect();
  await carrier.submit(messageFor('m-silent', '+12025550106', 'quiet'));
  await waitFor(async () => (await harness.readReceived()).length === 1, 2000, 'the line');
  await expectOnlyTheLaterReceipt(carrier, events);
});

test('no receipt is sent when registered delivery was not asked for', async () => {
  const { carrier, events } = harness.connect();
  await carrier.submit({ ...messageFor('m-noreg', '+447700900123', 'hi'), registeredDelivery: false });
  await waitFor(async () => (await harness.readReceived()).length === 1, 2000, 'the line');
  await expectOnlyTheLaterReceipt(carrier, events);
});

test('a receipt the engine fails to store is answered ESME_RX_T_APPN and delivered again', async () => {
  let attempts = 0;
  const stored: string[] = [];
  const { carrier } = harness.connect(
    {},
    {
      handlers: {
        onReceipt: (receipt) => {
          attempts += 1;
          if (attempts === 1) throw new Error('database unavailable');
          stored.push(receipt.carrierMessageId);
        },
      },
    },
  );
  const { carrierMessageIds } = await carrier.submit(messageFor('m-retry', '+447700900123', 'again'));
  await waitFor(() => stored.length === 1, 3000, 'the receipt to be stored');
  expect(stored).toEqual(carrierMessageIds);
  expect(attempts).toBe(2);
});
