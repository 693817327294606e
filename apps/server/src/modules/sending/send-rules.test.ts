import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { prices } from '../../db/schema/index.js';
import { bindPhone } from '../../testing/db-helpers.js';
import {
  PHONES,
  addOptOut,
  apiSend,
  creditAccount,
  insertTemplate,
  messagesOf,
  seedDemoPrices,
  setUpSendingAccount,
  usNumbers,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ config: { trialDailyLimit: 3 } });
beforeAll(async () => {
  await seedDemoPrices(t.db);
  await t.db.delete(prices).where(eq(prices.country, 'MC'));
});

interface SendData {
  batchId: string;
  messages: { messageId: string; to: string; status: string; cost: string }[];
  cost: string;
  balance: string;
  dropped: { to: string; reason: string }[];
}

const CONSOLE = { type: 1, from: 'Beacon', to: PHONES.US, content: 'Hello there', agree: true };

function consoleSend(sender: SendingAccount, body: Record<string, unknown>, locale?: string) {
  return t.post<SendData>('/api/sms/send', { ...CONSOLE, ...body }, { token: sender.user.token, locale });
}

describe('recipients', () => {
  test('duplicates are dropped keeping the first, reported and not charged', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await apiSend<SendData>(t, sender, {
      type: 'otp',
      to: [PHONES.US, PHONES.GB, PHONES.US, PHONES.GB, PHONES.DE],
      content: 'x',
    });
    expect(body.data.messages.map((m) => m.to)).toEqual([PHONES.US, PHONES.GB, PHONES.DE]);
    expect(body.data.dropped).toEqual([
      { to: PHONES.US, reason: 'duplicate' },
      { to: PHONES.GB, reason: 'duplicate' },
    ]);
    expect(await messagesOf(t.db, sender.accountId)).toHaveLength(3);
  });

  test.each([
    [10_000, 200, 0],
    [10_001, 400, 1006],
  ])('%i distinct recipients through the API → HTTP %i code %i', async (count, status, code) => {
    const sender = await setUpSendingAccount(t, { creditMicros: 10_000_000_000n });
    const answer = await apiSend<SendData>(t, sender, { type: 'otp', to: usNumbers(count), content: 'Bulk' });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    const writes = await writesOf(t.db, sender.accountId);
    expect(writes.messages).toBe(code === 0 ? 10_000 : 0);
    expect(writes.ledgerSum).toBe(writes.balance);
    if (code === 0) expect(answer.body.data.messages).toHaveLength(10_000);
  });

  test('10,001 entries of which one repeats is 10,000 recipients and is sent', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 10_000_000_000n });
    const to = [...usNumbers(10_000), usNumbers(1)[0]!];
    const answer = await consoleSend(sender, { to });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.messages).toHaveLength(10_000);
    expect(answer.body.data.dropped).toEqual([{ to: usNumbers(1)[0], reason: 'duplicate' }]);
  });

  test('the console names each bad number (1001 with the field)', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await consoleSend(sender, { to: `${PHONES.US}\n12345` });
    expect(body).toMatchObject({ code: 1001, msg: 'to: Please enter a valid E.164 phone number' });
  });
});

describe('the account rules', () => {
  test('a trial account sends only to its owner’s bound phone, and at most TRIAL_DAILY_LIMIT a day', async () => {
    const sender = await setUpSendingAccount(t, { trial: true });
    const stranger = await consoleSend(sender, { to: PHONES.GB });
    expect(stranger.body).toEqual({
      code: 3004,
      msg: `A trial account can send only to its owner's bound phone, and none is bound yet (User centre → Security → Phone binding): ${PHONES.GB}.`,
      data: { problems: [{ kind: 'trialRecipient', boundPhone: null, numbers: [PHONES.GB] }] },
    });
    const viaApi = await apiSend(t, sender, { type: 'otp', to: PHONES.GB, content: 'x' });
    expect([viaApi.status, viaApi.body.code]).toEqual([403, 1004]);
    expect(viaApi.body.msg).toContain(PHONES.GB);

    await bindPhone(t.db, sender.user.email, PHONES.GB);
    expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(0);
    expect((await consoleSend(sender, { to: [PHONES.GB, PHONES.US] })).body.code).toBe(3004);
    expect((await apiSend(t, sender, { type: 'otp', to: PHONES.GB, content: 'x' })).status).toBe(200);
    expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(0);
    // Three sent today: the trial limit is 3.
    expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(3004);
    const api = await apiSend(t, sender, { type: 'otp', to: PHONES.GB, content: 'x' });
    expect([api.status, api.body.code]).toEqual([429, 1012]);
    t.clock.advance(24 * 3_600_000);
    expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(0);
  });

  test('verification (status 1) ends the trial rules', async () => {
    const sender = await setUpSendingAccount(t);
    for (let i = 0; i < 4; i += 1) expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(0);
  });

  test('a disallowed destination country refuses the whole send (3005 / 1009)', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post(
      '/api/sms/setting/update',
      { disallowedCountries: ['DE', 'FR'] },
      { token: sender.user.token },
    );
    const before = await writesOf(t.db, sender.accountId);
    expect((await consoleSend(sender, { to: [PHONES.US, PHONES.DE] })).body.code).toBe(3005);
    const api = await apiSend(t, sender, { type: 'otp', to: [PHONES.FR, PHONES.US], content: 'x' });
    expect([api.status, api.body.code]).toEqual([400, 1009]);
    expect(api.body.msg).toBe(
      `Invalid phone format (E.164): Sending to France is blocked in SMS → SMS settings → Country restrictions: ${PHONES.FR}.`,
    );
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    expect((await consoleSend(sender, { to: PHONES.GB })).body.code).toBe(0);
  });

  test('the daily limit counts messages of the UTC day (3003)', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/sms/setting/update', { dailyLimit: 2 }, { token: sender.user.token });
    expect((await consoleSend(sender, { to: [PHONES.US, PHONES.GB] })).body.code).toBe(0);
    expect((await consoleSend(sender, { to: PHONES.DE }, 'zh-CN')).body).toEqual({
      code: 3003,
      msg: '本次发送将超出每日发送上限：今日已用 2 / 2，本次 1 条。',
      data: { problems: [{ kind: 'dailyLimit', used: 2, limit: 2, adding: 1 }] },
    });
  });

  test('the per-second acceptance rate (3008)', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/sms/setting/update', { perSecondRate: 2 }, { token: sender.user.token });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await consoleSend(sender, {})).body.code);
    expect(codes).toEqual([0, 0, 3008]);
  });

  test('no price for a destination (3002) and not enough money (3001) change nothing', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    expect((await consoleSend(sender, { to: [PHONES.US, PHONES.MC] })).body.code).toBe(3002);
    expect((await consoleSend(sender, { to: usNumbers(200) })).body.code).toBe(3001);
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });
});

describe('content and templates', () => {
  test('an approved custom or public template is rendered with its variables', async () => {
    const sender = await setUpSendingAccount(t);
    const custom = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Hi {name}, code {code}',
    });
    const publicOne = await insertTemplate(t.db, { accountId: null, content: 'Your code: {code}' });
    const first = await consoleSend(sender, {
      content: undefined,
      templateId: custom,
      variables: { name: 'Ada', code: 1234 },
    });
    expect(first.body.code).toBe(0);
    const second = await apiSend(t, sender, {
      type: 'otp',
      to: PHONES.GB,
      templateId: publicOne,
      variables: { code: '9876' },
    });
    expect(second.status).toBe(200);
    const rows = await messagesOf(t.db, sender.accountId);
    expect(rows.map((r) => r.content)).toEqual(['Hi Ada, code 1234', 'Your code: 9876']);
  });

  test('a missing variable is refused, naming it', async () => {
    const sender = await setUpSendingAccount(t);
    const id = await insertTemplate(t.db, { accountId: sender.accountId, content: 'Hi {name}, code {code}' });
    expect((await consoleSend(sender, { templateId: id, variables: { name: 'Ada' } })).body).toMatchObject({
      code: 1001,
      msg: 'variables: Please provide a value for variable code',
    });
    const api = await apiSend(t, sender, { type: 'otp', to: PHONES.US, templateId: id });
    expect([api.status, api.body.code, api.body.msg]).toEqual([
      400,
      1007,
      'Missing required parameters: variables.name, variables.code',
    ]);
  });

  test("a pending, rejected or another account's template is 3007 / 1007", async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const pending = await insertTemplate(t.db, { accountId: sender.accountId, content: 'x', status: 2 });
    const rejected = await insertTemplate(t.db, { accountId: sender.accountId, content: 'x', status: 0 });
    const foreign = await insertTemplate(t.db, { accountId: other.accountId, content: 'x' });
    for (const templateId of [pending, rejected, foreign, 'TPnope']) {
      expect((await consoleSend(sender, { content: undefined, templateId })).body.code).toBe(3007);
    }
    const api = await apiSend(t, sender, { type: 'otp', to: PHONES.US, templateId: foreign });
    expect([api.status, api.body.code, api.body.msg]).toEqual([
      400,
      1007,
      'Missing required parameters: templateId: not found or not approved.',
    ]);
  });

  test('China needs an approved template whose text has a 【signature】 (3006)', async () => {
    const sender = await setUpSendingAccount(t);
    const signed = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: '【Beacon】验证码 {code}',
    });
    const unsigned = await insertTemplate(t.db, { accountId: sender.accountId, content: '验证码 {code}' });
    expect((await consoleSend(sender, { to: PHONES.CN, content: '【Beacon】验证码 1234' })).body.code).toBe(
      3006,
    );
    expect(
      (await consoleSend(sender, { to: PHONES.CN, templateId: unsigned, variables: { code: 1 } })).body.code,
    ).toBe(3006);
    const api = await apiSend(t, sender, { type: 'otp', to: [PHONES.US, PHONES.CN], content: '【Beacon】x' });
    expect([api.status, api.body.code]).toEqual([400, 1007]);
    const ok = await consoleSend(sender, {
      to: PHONES.CN,
      content: undefined,
      templateId: signed,
      variables: { code: 1 },
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.messages[0]).toMatchObject({ to: PHONES.CN, status: 'queued' });
  });

  test('content over 10 segments is 1001 on content', async () => {
    const sender = await setUpSendingAccount(t);
    expect((await consoleSend(sender, { content: '中'.repeat(671) })).body).toMatchObject({
      code: 1001,
      msg: 'content: The message is too long: at most 10 segments',
    });
  });

  test('smart encoding sends the GSM-7 form when asked', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await consoleSend(sender, { content: '“Hello” – world', smartEncoding: true });
    expect(body.data.messages[0]).toMatchObject({ segments: 1 });
    expect((await messagesOf(t.db, sender.accountId))[0]).toMatchObject({
      encoding: 'GSM-7',
      content: '"Hello" - world',
    });
  });
});

describe('marketing and opt-outs', () => {
  test('marketing skips opted-out numbers (reported, not charged); OTP still reaches them', async () => {
    const sender = await setUpSendingAccount(t);
    await addOptOut(t.db, sender.accountId, PHONES.GB);
    const marketing = await apiSend<SendData>(t, sender, {
      type: 'marketing',
      to: [PHONES.US, PHONES.GB],
      content: 'Sale',
    });
    expect(marketing.body.data.messages.map((m) => m.to)).toEqual([PHONES.US]);
    expect(marketing.body.data.dropped).toEqual([{ to: PHONES.GB, reason: 'optedOut' }]);
    expect(marketing.body.data.cost).toBe(marketing.body.data.messages[0]!.cost);
    const otp = await apiSend<SendData>(t, sender, { type: 'otp', to: [PHONES.GB], content: 'code 1' });
    expect(otp.body.data.messages.map((m) => m.to)).toEqual([PHONES.GB]);
  });

  test('a send whose every recipient opted out succeeds with no messages and no charge', async () => {
    const sender = await setUpSendingAccount(t);
    await addOptOut(t.db, sender.accountId, PHONES.US);
    const before = await writesOf(t.db, sender.accountId);
    const { body } = await consoleSend(sender, { type: 2, to: PHONES.US });
    expect(body.data).toMatchObject({ messages: [], cost: '0.00', balance: '2.00' });
    expect(await writesOf(t.db, sender.accountId)).toEqual({ ...before, batches: before.batches + 1 });
  });
});

describe('scheduled sends', () => {
  test('sendAt in the future is scheduled with due_at = sendAt; in the past it is queued now', async () => {
    const sender = await setUpSendingAccount(t);
    const later = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    const scheduled = await apiSend<SendData>(t, sender, {
      type: 'otp',
      to: PHONES.US,
      content: 'later',
      sendAt: later.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.body.data.messages[0]!.status).toBe('scheduled');
    const past = await consoleSend(sender, { sendAt: '2020-01-01T00:00:00Z', to: PHONES.GB });
    expect(past.body.data.messages[0]!.status).toBe('queued');
    const rows = await messagesOf(t.db, sender.accountId);
    expect(rows.map((r) => [r.status, r.sendAt?.toISOString() ?? null, r.dueAt.toISOString()])).toEqual([
      ['scheduled', later.toISOString(), later.toISOString()],
      ['queued', null, t.clock.now().toISOString()],
    ]);
  });
});

describe('the console send call', () => {
  test('needs the agreement and a current account', async () => {
    const sender = await setUpSendingAccount(t);
    expect((await consoleSend(sender, { agree: false })).body).toMatchObject({
      code: 1001,
      msg: 'agree: Please confirm that the recipients agreed to receive these messages',
    });
    await t.post('/api/account/delete', { accountId: sender.accountId }, { token: sender.user.token });
    expect((await consoleSend(sender, {})).body.code).toBe(2011);
    expect((await t.post('/api/sms/send', CONSOLE)).body.code).toBe(2006);
  });

  test('takes a form body with recipients as a comma string and variables as JSON text', async () => {
    const sender = await setUpSendingAccount(t);
    const id = await insertTemplate(t.db, { accountId: sender.accountId, content: 'Hi {name}' });
    const { body } = await t.post<SendData>(
      '/api/sms/send',
      {
        type: '3',
        from: 'Beacon',
        to: `${PHONES.US},${PHONES.GB}`,
        templateId: id,
        variables: '{"name":"Ada"}',
        agree: 'true',
      },
      { token: sender.user.token, form: true },
    );
    expect(body.code).toBe(0);
    expect(body.data.messages).toHaveLength(2);
  });

  test('a bigger balance is charged exactly the sum of the message costs', async () => {
    const sender = await setUpSendingAccount(t);
    await creditAccount(t.db, sender.accountId, 3_000_000n);
    const { body } = await consoleSend(sender, { to: [PHONES.US, PHONES.JP, PHONES.DE] });
    const total = body.data.messages.reduce((sum, m) => sum + Number(m.cost), 0);
    expect(Number(body.data.balance)).toBeCloseTo(5 - total, 6);
    const writes = await writesOf(t.db, sender.accountId);
    expect(writes.ledgerSum).toBe(writes.balance);
  });
});
