/**
 * Acceptance drops marketing recipients who opted out, but a scheduled message waits: a STOP that arrives
 * before its sendAt must still keep it from being sent.
 */
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

const SENDER = '+14155559001';
const MARKETING = 2;
const OTP = 1;

describe('a STOP between acceptance and sendAt', () => {
  test('keeps the scheduled marketing message from being sent: it fails as OPTED_OUT and is refunded, while an OTP to the same phone and marketing to others still go', async () => {
    const account = await createTestAccount(e.db, { balance: '1.00' });
    const optedOut = '+14155550170';
    const other = '+14155550171';
    const sendAt = new Date(e.clock.now().getTime() + 3_600_000);
    const [promotion, promotionToOther, code] = await queueMessages(
      e.db,
      account,
      [
        { to: optedOut, from: SENDER, type: MARKETING, price: '0.25', sendAt, content: 'Spring sale' },
        { to: other, from: SENDER, type: MARKETING, price: '0.25', sendAt, content: 'Spring sale' },
        { to: optedOut, from: SENDER, type: OTP, price: '0.25', sendAt },
      ],
      e.clock.now(),
    );

    expect(await e.simulator.injectInbound({ from: optedOut, to: SENDER, content: 'STOP' })).toBe(1);
    e.clock.advance(3_600_000);

    await e.waitForStatuses([promotion!], ['failed']);
    await e.waitForStatuses([promotionToOther!, code!], ['delivered']);
    const [row] = await messagesByIds(e.db, [promotion!]);
    expect(row).toMatchObject({ status: 'failed', errorCode: 'OPTED_OUT', carrier: null, carrierIds: null });
    expect(await eventsOf(e.db, promotion!)).toEqual([
      { status: 'scheduled', errorCode: null },
      { status: 'failed', errorCode: 'OPTED_OUT' },
    ]);
    const received = await e.readReceived();
    expect(received.some((line) => line.messageId === promotion)).toBe(false);
    expect(
      received.filter((line) => line.messageId === code || line.messageId === promotionToOther),
    ).toHaveLength(2);

    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.entries.map((entry) => [entry.type, entry.amountMicros, entry.productId])).toEqual([
      ['RECHARGE', 1_000_000n, null],
      ['CONSUME', -750_000n, expect.any(String)],
      ['REFUNDED', 250_000n, promotion],
    ]);
    expect(ledger.balanceMicros).toBe(500_000n);
  });
});
