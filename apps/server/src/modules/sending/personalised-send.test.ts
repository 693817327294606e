import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { batches, ledgerEntries, prices } from '../../db/schema/index.js';
import {
  PHONES,
  insertTemplate,
  messagesOf,
  seedDemoPrices,
  setUpSendingAccount,
  usNumbers,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

interface SendData {
  batchId: string;
  messages: { messageId: string; to: string; encoding: string; segments: number; cost: string }[];
  cost: string;
  balance: string;
}

const CONSOLE = { type: 3, from: 'Beacon', agree: true };
/** Two values of 765 characters (at most 1,000 each): 1,530 GSM-7 characters, 10 segments. */
const TEN_SEGMENTS = { a: 'x'.repeat(765), b: 'y'.repeat(765) };

function consoleSend(sender: SendingAccount, body: Record<string, unknown>) {
  return t.post<SendData>('/api/sms/send', { ...CONSOLE, ...body }, { token: sender.user.token });
}

async function usdPriceOf(country: string): Promise<bigint> {
  const [row] = await t.db
    .select({ micros: prices.priceMicros })
    .from(prices)
    .where(and(eq(prices.country, country), eq(prices.currency, 'USD')));
  return row!.micros;
}

const micros = (decimal: string) => BigInt(Math.round(Number(decimal) * 1e6));

describe('a personalised console send is one acceptance', () => {
  test('one batch, each message its own text and cost, one CONSUME entry of their sum', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const longNote = 'a note that runs on '.repeat(10);
    const { body } = await consoleSend(sender, {
      to: [PHONES.US, PHONES.GB, PHONES.DE, PHONES.JP],
      content: 'Hi {name}, {note}',
      variables: { name: 'friend', note: 'see you soon' },
      recipientVariables: {
        [PHONES.US]: { name: 'Ada' },
        [PHONES.GB]: { name: 'Bo', note: longNote },
        // A blank cell falls back to the shared value.
        [PHONES.DE]: { name: '李', note: ' ' },
      },
    });
    expect(body.code).toBe(0);

    const expected = [
      [PHONES.US, 'US', 'Hi Ada, see you soon', 'GSM-7', 1],
      [PHONES.GB, 'GB', `Hi Bo, ${longNote}`, 'GSM-7', 2],
      [PHONES.DE, 'DE', 'Hi 李, see you soon', 'UCS-2', 1],
      [PHONES.JP, 'JP', 'Hi friend, see you soon', 'GSM-7', 1],
    ] as const;
    const costs = await Promise.all(
      expected.map(async ([, country, , , segments]) => (await usdPriceOf(country)) * BigInt(segments)),
    );
    const total = costs.reduce((sum, cost) => sum + cost, 0n);
    expect(body.data.messages.map((m) => [m.to, m.encoding, m.segments, micros(m.cost)])).toEqual(
      expected.map(([to, , , encoding, segments], i) => [to, encoding, segments, costs[i]]),
    );
    expect(micros(body.data.cost)).toBe(total);

    const rows = await messagesOf(t.db, sender.accountId);
    expect(rows.map((r) => [r.to, r.content, r.encoding, r.segments, r.costMicros, r.batchId])).toEqual(
      expected.map(([to, , text, encoding, segments], i) => [
        to,
        text,
        encoding,
        segments,
        costs[i],
        body.data.batchId,
      ]),
    );
    const batchRows = await t.db.select().from(batches).where(eq(batches.accountId, sender.accountId));
    expect(batchRows.map((b) => [b.id, b.messageCount, b.costMicros])).toEqual([
      [body.data.batchId, 4, total],
    ]);
    const consumed = (
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, sender.accountId))
    ).filter((entry) => entry.type === 'CONSUME');
    expect(consumed.map((e) => [e.productId, e.amountMicros])).toEqual([[body.data.batchId, -total]]);

    const after = await writesOf(t.db, sender.accountId);
    expect(after).toEqual({
      messages: 4,
      batches: 1,
      ledger: before.ledger + 1,
      balance: before.balance! - total,
      ledgerSum: before.balance! - total,
    });
  });

  test('a file of 10,000 personalised rows is one call', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 10_000_000_000n });
    const to = usNumbers(10_000);
    const { body } = await consoleSend(sender, {
      to,
      content: 'Hello {name}, your order {order} has shipped.',
      recipientVariables: Object.fromEntries(
        to.map((phone, i) => [phone, { name: `Customer ${i}`, order: `A-${100_000 + i}` }]),
      ),
    });
    expect(body.code).toBe(0);
    expect(body.data.messages).toHaveLength(10_000);
    const writes = await writesOf(t.db, sender.accountId);
    expect([writes.messages, writes.batches, writes.ledgerSum]).toEqual([10_000, 1, writes.balance]);
    const rows = await messagesOf(t.db, sender.accountId);
    expect(rows.at(-1)?.content).toBe('Hello Customer 9999, your order A-109999 has shipped.');
  });

  test('a balance that covers only some of the messages writes nothing and answers 3001', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const tenSegments = (await usdPriceOf('US')) * 10n;
    // One message more than the balance pays for at 10 segments each; at the shared text's one segment
    // the balance would cover them all, so the refusal comes from each message's own cost.
    const count = Number(before.balance! / tenSegments) + 1;
    const to = usNumbers(count);
    const { body } = await consoleSend(sender, {
      to,
      content: '{a}{b}',
      variables: { a: 'short', b: '.' },
      recipientVariables: Object.fromEntries(to.map((phone) => [phone, TEN_SEGMENTS])),
    });
    expect(body).toMatchObject({ code: 3001, data: null });
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test('a variable missing for one recipient refuses the whole send, naming it', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const template = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Hi {name}, {code}',
    });
    const { body } = await consoleSend(sender, {
      to: [PHONES.US, PHONES.GB],
      templateId: template,
      variables: { code: '1' },
      recipientVariables: { [PHONES.US]: { name: 'Ada' } },
    });
    expect(body).toMatchObject({ code: 1001, msg: 'variables: Please provide a value for variable name' });
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test('variables for a number that is not a recipient are refused (1001)', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await consoleSend(sender, {
      to: PHONES.US,
      content: 'Hi {name}',
      recipientVariables: { [PHONES.GB]: { name: 'Bo' } },
    });
    expect(body).toMatchObject({
      code: 1001,
      msg: 'recipientVariables: Variables were given for a number that is not among the recipients',
    });
  });

  test('the per-second rate counts the send once, however many texts it has', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/sms/setting/update', { perSecondRate: 1 }, { token: sender.user.token });
    const to = usNumbers(3, 100);
    const personalised = {
      to,
      content: 'Hi {name}',
      recipientVariables: Object.fromEntries(to.map((phone, i) => [phone, { name: `n${i}` }])),
    };
    expect((await consoleSend(sender, personalised)).body.code).toBe(0);
    expect((await consoleSend(sender, personalised)).body.code).toBe(3008);
    expect((await messagesOf(t.db, sender.accountId)).map((r) => r.content)).toEqual([
      'Hi n0',
      'Hi n1',
      'Hi n2',
    ]);
  });

  test('China checks each message: one text without its 【signature】 refuses the send (3006)', async () => {
    const sender = await setUpSendingAccount(t);
    const template = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: '{sign}验证码 {code}',
    });
    const send = (sign: string) =>
      consoleSend(sender, {
        to: [PHONES.CN, PHONES.US],
        templateId: template,
        variables: { sign: '【Beacon】', code: '1' },
        recipientVariables: { [PHONES.CN]: { sign } },
      });
    expect((await send('Beacon')).body.code).toBe(3006);
    expect((await send('【Beacon】')).body.code).toBe(0);
  });

  test('a form body carries the map as JSON text', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await t.post<SendData>(
      '/api/sms/send',
      {
        type: '3',
        from: 'Beacon',
        to: `${PHONES.US},${PHONES.GB}`,
        content: 'Hi {name}',
        recipientVariables: JSON.stringify({ [PHONES.US]: { name: 'Ada' }, [PHONES.GB]: { name: 'Bo' } }),
        agree: 'true',
      },
      { token: sender.user.token, form: true },
    );
    expect(body.code).toBe(0);
    expect((await messagesOf(t.db, sender.accountId)).map((r) => r.content).sort()).toEqual([
      'Hi Ada',
      'Hi Bo',
    ]);
  });
});
