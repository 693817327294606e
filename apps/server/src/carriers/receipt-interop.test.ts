import { afterEach, describe, expect, test } from 'vitest';
import type { DeliveryReceipt } from './deliver-sm.js';
import { SmppCarrier } from './smpp-carrier.js';
import { FAST_CARRIER_QUERY, messageFor, waitFor } from './testing/carrier-harness.js';
import { RECEIPT_STYLES, TEST_SMSC_NUMBERS, TestSmsc, type ReceiptStyle } from './testing/test-smsc.js';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function connect(style: ReceiptStyle) {
  const smsc = await TestSmsc.start({ style });
  const receipts: DeliveryReceipt[] = [];
  const carrier = new SmppCarrier(smsc.url({ name: 'other-smsc', ...FAST_CARRIER_QUERY }), {
    handlers: { onReceipt: (receipt) => void receipts.push(receipt) },
  });
  carrier.start();
  cleanup.push(
    () => carrier.close(),
    () => smsc.close(),
  );
  return { smsc, carrier, receipts };
}

const OUTCOMES = [
  { to: '+447700900123', stat: 'DELIVRD', status: 'delivered', errorCode: null },
  { to: TEST_SMSC_NUMBERS.undelivered, stat: 'UNDELIV', status: 'undelivered', errorCode: '001' },
  { to: TEST_SMSC_NUMBERS.expired, stat: 'EXPIRED', status: 'expired', errorCode: '002' },
  { to: TEST_SMSC_NUMBERS.rejected, stat: 'REJECTD', status: 'rejected', errorCode: '003' },
] as const;

describe.each(Object.values(RECEIPT_STYLES))('receipts from an SMSC with $name', (style) => {
  test('every receipt names its outcome and reaches the submit_sm_resp id through the ids it reports or their other forms', async () => {
    const { carrier, receipts } = await connect(style);
    const submitted = new Map<string, (typeof OUTCOMES)[number]>();
    for (const outcome of OUTCOMES) {
      const { carrierMessageIds } = await carrier.submit(
        messageFor(`m-${outcome.stat}`, outcome.to, 'Hello there'),
      );
      submitted.set(carrierMessageIds[0]!, outcome);
    }
    await waitFor(() => receipts.length === OUTCOMES.length, 3_000, 'a receipt per message');
    for (const receipt of receipts) {
      const forms = [...receipt.reportedIds, ...receipt.alternateIds];
      const submitId = [...submitted.keys()].find((id) => forms.includes(id));
      expect(submitId, `ids ${forms.join(',')}`).toBeDefined();
      const outcome = submitted.get(submitId!)!;
      expect(receipt).toMatchObject({
        stat: outcome.stat,
        status: outcome.status,
        errorCode: outcome.errorCode,
        isFinal: true,
        recipient: outcome.to,
        sender: 'Beacon',
      });
    }
  });
});

test('a receipted_message_id without NUL followed by other TLVs is read as exactly the id of submit_sm_resp', async () => {
  const { carrier, receipts } = await connect(RECEIPT_STYLES.tlvWithoutNulThenMore);
  const { carrierMessageIds } = await carrier.submit(
    messageFor('m-tlv', TEST_SMSC_NUMBERS.undelivered, 'Hi'),
  );
  const [receipt] = await waitFor(() => receipts.length === 1 && receipts, 3_000, 'the receipt');
  expect(receipt!.carrierMessageId).toBe(carrierMessageIds[0]);
  expect(receipt!.reportedIds).toEqual([carrierMessageIds[0], String(BigInt(`0x${carrierMessageIds[0]}`))]);
});

test('a receipted_message_id without NUL last in the PDU is read whole, and the four-octet message_state gives the state', async () => {
  const { carrier, receipts } = await connect(RECEIPT_STYLES.stateTlvOnlyIdTlvLast);
  const { carrierMessageIds } = await carrier.submit(messageFor('m-last', TEST_SMSC_NUMBERS.rejected, 'Hi'));
  const [receipt] = await waitFor(() => receipts.length === 1 && receipts, 3_000, 'the receipt');
  expect(receipt!.reportedIds).toEqual([carrierMessageIds[0]!.replace(/^0+/, '')]);
  expect(receipt!.alternateIds).toContain(carrierMessageIds[0]);
  expect(receipt).toMatchObject({ stat: 'REJECTD', status: 'rejected', errorCode: '003' });
});
