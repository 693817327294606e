/**
 * "Every accepted message ends in exactly one final status" when the SMSC never sends a receipt: the message
 * is expired once its validity and the grace have passed. A one-minute validity and the fake clock stand in
 * for the two days of the default.
 */
import { describe, expect, test } from 'vitest';
import {
  createTestAccount,
  deliveriesOf,
  eventsOf,
  ledgerOf,
  messagesByIds,
  queueMessages,
  setSmsSettings,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { TEST_ENGINE_CONFIG } from '../../testing/test-config.js';

const VALIDITY_SECONDS = 60;
const e = useEngine({ engine: { smsValiditySeconds: VALIDITY_SECONDS }, runWebhookSender: false });

/** The simulator's test number that is accepted and never receipted (carriers/README.md). */
const NEVER_RECEIPTED = '+12025550106';

describe('a message whose receipt never comes', () => {
  test('ends expired with NO_RECEIPT once its validity and the grace have passed, with its history and webhook, and is not refunded', async () => {
    const account = await createTestAccount(e.db, { balance: '1.00' });
    await setSmsSettings(e.db, account.id, { statusWebhookUrl: 'http://127.0.0.1:9/status' });
    const [silent, answered] = await queueMessages(
      e.db,
      account,
      [
        { to: NEVER_RECEIPTED, price: '0.25' },
        { to: '+14155550123', price: '0.25' },
      ],
      e.clock.now(),
    );
    await e.waitForStatuses([silent!], ['sent']);
    await e.waitForStatuses([answered!], ['delivered']);
    const waitMs = VALIDITY_SECONDS * 1_000 + TEST_ENGINE_CONFIG.receiptGraceMs;

    e.clock.advance(waitMs - 1);
    expect(await e.engine.expiry.sweep()).toBe(0);
    expect((await messagesByIds(e.db, [silent!]))[0]!.status).toBe('sent');

    e.clock.advance(1);
    expect(await e.engine.expiry.sweep()).toBe(1);
    const rows = await messagesByIds(e.db, [silent!, answered!]);
    expect(rows.find((row) => row.id === silent)).toMatchObject({
      status: 'expired',
      errorCode: 'NO_RECEIPT',
      partStatuses: ['expired'],
    });
    expect(rows.find((row) => row.id === answered)!.status).toBe('delivered');
    expect(await eventsOf(e.db, silent!)).toEqual([
      { status: 'queued', errorCode: null },
      { status: 'sent', errorCode: null },
      { status: 'expired', errorCode: 'NO_RECEIPT' },
    ]);
    const hooks = (await deliveriesOf(e.db, account.id)).filter((hook) => hook.messageId === silent);
    expect(hooks.map((hook) => hook.payload)).toMatchObject([
      { event: 'message.status', status: 'sent', errorCode: null },
      { event: 'message.status', status: 'expired', errorCode: 'NO_RECEIPT', cost: '0.25' },
    ]);
    // It reached a carrier: the charge stands.
    const ledger = await ledgerOf(e.db, account.id);
    expect(ledger.entries.map((entry) => entry.type)).toEqual(['RECHARGE', 'CONSUME']);
    expect(ledger.balanceMicros).toBe(500_000n);

    e.clock.advance(3_600_000);
    expect(await e.engine.expiry.sweep()).toBe(0);
    expect((await eventsOf(e.db, silent!)).filter((event) => event.status === 'expired')).toHaveLength(1);
  });
});
