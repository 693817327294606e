import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { messages, optOuts } from '../../db/schema/index.js';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import {
  createTestAccount,
  deliveriesOf,
  queueMessages,
  setSmsSettings,
} from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';

const e = useEngine({ runWebhookSender: false });

const SENDER = '+14155559000';

async function inboundFrom(phone: string) {
  return e.db
    .select()
    .from(messages)
    .where(and(eq(messages.direction, 'in'), eq(messages.from, phone)));
}

async function replyTo(phone: string, content: string) {
  expect(await e.simulator.injectInbound({ from: phone, to: SENDER, content })).toBe(1);
}

describe('inbound (MO) messages', () => {
  test('a reply is stored for the account that last wrote to that phone, and its webhook is queued', async () => {
    const earlier = await createTestAccount(e.db);
    const latest = await createTestAccount(e.db);
    await setSmsSettings(e.db, latest.id, { moWebhookUrl: 'http://127.0.0.1:9/mo' });
    const phone = '+14155550160';
    const [first] = await queueMessages(e.db, earlier, [{ to: phone, from: SENDER }], e.clock.now());
    await e.waitForStatuses([first!], ['delivered']);
    e.clock.advance(1_000);
    const [second] = await queueMessages(e.db, latest, [{ to: phone, from: SENDER }], e.clock.now());
    await e.waitForStatuses([second!], ['delivered']);

    await replyTo(phone, 'Thanks, see you at 10 — 👍');
    const [row] = await inboundFrom(phone);
    expect(row).toMatchObject({
      accountId: latest.id,
      direction: 'in',
      source: 'carrier',
      from: phone,
      to: SENDER,
      country: 'US',
      content: 'Thanks, see you at 10 — 👍',
      encoding: 'UCS-2',
      costMicros: 0n,
      status: 'delivered',
    });
    const hooks = (await deliveriesOf(e.db, latest.id)).filter((hook) => hook.event === 'message.inbound');
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ url: 'http://127.0.0.1:9/mo', state: 'pending', messageId: row!.id });
    expect(hooks[0]!.payload).toEqual({
      event: 'message.inbound',
      messageId: row!.id,
      from: phone,
      to: SENDER,
      content: 'Thanks, see you at 10 — 👍',
      timestamp: e.clock.now().toISOString(),
    });
    expect(await deliveriesOf(e.db, earlier.id)).toEqual([]);
  });

  test.each(['STOP', ' stop ', 'Unsubscribe', '退订', 'td'])(
    '"%s" opts the number out of that account',
    async (word) => {
      const account = await createTestAccount(e.db);
      const phone = `+1415555${String(1000 + Math.floor(Math.random() * 8000))}`;
      const [id] = await queueMessages(e.db, account, [{ to: phone, from: SENDER }], e.clock.now());
      await e.waitForStatuses([id!], ['delivered']);
      await replyTo(phone, word);
      const [inbound] = await inboundFrom(phone);
      const rows = await e.db.select().from(optOuts).where(eq(optOuts.accountId, account.id));
      expect(rows).toEqual([
        { accountId: account.id, phone, messageId: inbound!.id, createdAt: e.clock.now() },
      ]);
    },
  );

  test('a message that only contains a stop word among others does not opt out', async () => {
    const account = await createTestAccount(e.db);
    const phone = '+14155550161';
    const [id] = await queueMessages(e.db, account, [{ to: phone, from: SENDER }], e.clock.now());
    await e.waitForStatuses([id!], ['delivered']);
    await replyTo(phone, 'please stop calling me');
    expect(await inboundFrom(phone)).toHaveLength(1);
    expect(await e.db.select().from(optOuts).where(eq(optOuts.accountId, account.id))).toEqual([]);
  });

  test('a message from a phone nobody wrote to is stored without an account', async () => {
    const phone = '+14155550162';
    await replyTo(phone, 'Hello?');
    const rows = await waitFor(async () => {
      const found = await inboundFrom(phone);
      return found.length > 0 && found;
    });
    expect(rows[0]).toMatchObject({ accountId: null, content: 'Hello?', type: 3 });
  });
});
