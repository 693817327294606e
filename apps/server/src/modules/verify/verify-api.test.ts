import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { VERIFY_LIMITS } from '@beacon/shared';
import { queryRows } from '../../db/sql-rows.js';
import { createSealedTextBox } from '../../lib/sealed-text.js';
import { claimDueMessages } from '../delivery/index.js';
import { expireDueVerifications } from './index.js';
import {
  PHONES,
  apiHeaders,
  insertTemplate,
  seedDemoPrices,
  setUpSendingAccount,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

interface Started {
  verificationId: string;
  to: string;
  status: string;
  expiresAt: string;
  sendCount: number;
  messageId: string;
}
interface Checked {
  verificationId: string;
  status: string;
  attemptsLeft: number;
}

const start = (sender: SendingAccount, body: unknown, headers: Record<string, string> = {}) =>
  t.post<Started>('/api/v1/verify/start', body, { headers: apiHeaders(sender, headers) });
const check = (sender: SendingAccount, verificationId: string, code: string) =>
  t.post<Checked>('/api/v1/verify/check', { verificationId, code }, { headers: apiHeaders(sender) });

/** The message as stored, and the real text the dispatcher would open. */
async function messageOf(messageId: string) {
  const [row] = await queryRows<{
    content: string;
    content_sealed: string | null;
    type: number;
    cost: string;
  }>(
    t.db,
    sql`select content, content_sealed, type, cost_micros::text as cost from messages where id = ${messageId}`,
  );
  const real = row?.content_sealed
    ? createSealedTextBox(t.config.cookieSecret).open(row.content_sealed)
    : null;
  return { ...row!, real };
}

async function codeOf(messageId: string): Promise<string> {
  const { real } = await messageOf(messageId);
  return /(?:code is|验证码是) (\d+)/.exec(real ?? '')![1]!;
}

async function withStatusWebhook(sender: SendingAccount) {
  const set = await t.post(
    '/api/sms/setting/update',
    { statusWebhookUrl: 'http://127.0.0.1:9/hooks' },
    { token: sender.user.token },
  );
  expect(set.body.code).toBe(0);
}

async function eventsOf(accountId: string) {
  return queryRows<{ event: string; payload: Record<string, unknown> }>(
    t.db,
    sql`select event, payload from webhook_deliveries where account_id = ${accountId} order by id`,
  );
}

describe('POST /api/v1/verify/start and /check', () => {
  test('send a code as a priced otp message with the code masked, then approve it once', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const before = await writesOf(t.db, sender.accountId);
    const started = await start(sender, { to: PHONES.US });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        verificationId: expect.stringMatching(/^VE[0-9A-Z]{26}$/),
        to: PHONES.US,
        status: 'pending',
        expiresAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
        sendCount: 1,
        messageId: expect.stringMatching(/^SM[0-9A-Z]{26}$/),
      },
    });
    const { verificationId, messageId } = started.body.data;

    // Charged once through the ledger, stored as otp with the code masked; only the sealed text has it.
    const after = await writesOf(t.db, sender.accountId);
    expect(after).toMatchObject({ messages: before.messages + 1, ledger: before.ledger + 1 });
    expect(after.ledgerSum).toBe(after.balance);
    const stored = await messageOf(messageId);
    expect(stored.type).toBe(1);
    expect(Number(stored.cost)).toBeGreaterThan(0);
    expect(stored.content).toBe(
      'Your verification code is ******. It expires in 10 minutes. Do not share it with anyone.',
    );
    const code = await codeOf(messageId);
    expect(code).toMatch(/^\d{6}$/);
    expect(stored.content).not.toContain(code);

    // The dispatcher's claim opens the sealed text: the handset gets the code.
    const claimed = await claimDueMessages(t.db, {
      now: t.clock.now(),
      leaseUntil: new Date(t.clock.now().getTime() + 60_000),
      limit: 100,
      openSealed: createSealedTextBox(t.config.cookieSecret).open,
    });
    expect(claimed.find((m) => m.key.id === messageId)?.content).toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await check(sender, verificationId, wrongCode)).body.data).toEqual({
      verificationId,
      status: 'pending',
      attemptsLeft: 4,
    });
    expect((await check(sender, verificationId, code)).body.data).toEqual({
      verificationId,
      status: 'approved',
      attemptsLeft: 0,
    });
    // Used up: the right code does not approve it again.
    const again = await check(sender, verificationId, code);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(1014);

    const events = await eventsOf(sender.accountId);
    expect(events.map((e) => e.event)).toEqual(['verification.approved']);
    expect(events[0]!.payload).toMatchObject({
      verificationId,
      to: PHONES.US,
      status: 'approved',
      attempts: 2,
    });
    // The code is nowhere in what the account can read: the log's row, the webhook body, the answers.
    expect(JSON.stringify(events)).not.toContain(code);
    const log = await t.post('/api/sms/log/list', {}, { token: sender.user.token });
    expect(JSON.stringify(log.body)).not.toContain(code);
    expect(JSON.stringify(log.body)).toContain('******');
  });

  test('parallel checks of the right code approve exactly once', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const { verificationId, messageId } = (await start(sender, { to: PHONES.GB })).body.data;
    const code = await codeOf(messageId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => check(sender, verificationId, code)));
    expect(answers.filter((a) => a.status === 200 && a.body.data.status === 'approved')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404 && a.body.code === 1014)).toHaveLength(5);
    expect(
      (await eventsOf(sender.accountId)).filter((e) => e.event === 'verification.approved'),
    ).toHaveLength(1);
  });

  test('checks of several verifications at once each get their own answer, attempts counted one by one', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const started = await Promise.all(
      ['+12015550140', '+12015550141', '+12015550142'].map(
        async (to) => (await start(sender, { to })).body.data,
      ),
    );
    const codes = await Promise.all(started.map((s) => codeOf(s.messageId)));
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    const [a, b, c] = started.map((s) => s.verificationId) as [string, string, string];
    // Arrive together: the right code of a, two wrong ones of b, one wrong of c, c by another account, unknown.
    const answers = await Promise.all([
      check(sender, a, codes[0]!),
      check(sender, b, wrong(codes[1]!)),
      check(sender, b, wrong(codes[1]!)),
      check(sender, c, wrong(codes[2]!)),
      check(other, c, codes[2]!),
      check(sender, 'VE00000000000000000000000001', '123456'),
    ]);
    expect(answers.map((x) => [x.status, x.body.data?.status ?? x.body.code])).toEqual([
      [200, 'approved'],
      [200, 'pending'],
      [200, 'pending'],
      [200, 'pending'],
      [404, 1014],
      [404, 1014],
    ]);
    expect(
      answers
        .slice(1, 3)
        .map((x) => x.body.data.attemptsLeft)
        .sort(),
    ).toEqual([3, 4]);
    expect(answers[3].body.data.attemptsLeft).toBe(4);
    expect((await check(sender, c, codes[2]!)).body.data.status).toBe('approved');
    expect((await eventsOf(sender.accountId)).map((e) => [e.event, e.payload.verificationId])).toEqual([
      ['verification.approved', a],
      ['verification.approved', c],
    ]);
  });

  test('parallel starts to one number: counted one after another, the last one live, the others canceled once', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const to = '+12015550150';
    const answers = await Promise.all(Array.from({ length: 7 }, () => start(sender, { to })));
    const accepted = answers.filter((x) => x.status === 200).map((x) => x.body.data);
    const refused = answers.filter((x) => x.status !== 200);
    expect(accepted.map((x) => x.sendCount).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(refused.map((x) => [x.status, x.body.code])).toEqual([
      [429, 1012],
      [429, 1012],
    ]);
    expect(refused.every((x) => x.response.headers['retry-after'] === '600')).toBe(true);
    // Five messages charged, nothing for the refused two.
    expect((await writesOf(t.db, sender.accountId)).messages).toBe(5);
    const rows = await queryRows<{ id: string; status: string; send_count: number }>(
      t.db,
      sql`select id, status, send_count from verifications where account_id = ${sender.accountId} order by send_count`,
    );
    expect(rows.map((row) => row.status)).toEqual([
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'pending',
    ]);
    const canceled = (await eventsOf(sender.accountId)).filter((e) => e.event === 'verification.canceled');
    expect(canceled.map((e) => e.payload.verificationId).sort()).toEqual(
      rows
        .slice(0, 4)
        .map((row) => row.id)
        .sort(),
    );
  });

  test('five wrong codes end it as max_attempts; then even the right code does not approve', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const { verificationId, messageId } = (await start(sender, { to: PHONES.DE, codeLength: 4 })).body.data;
    const code = await codeOf(messageId);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = code === '0000' ? '1111' : '0000';
    const left = [];
    for (let i = 0; i < 5; i += 1) left.push((await check(sender, verificationId, wrong)).body.data);
    expect(left.map((a) => a.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(left.at(-1)!.status).toBe('max_attempts');
    expect((await check(sender, verificationId, code)).body.data).toEqual({
      verificationId,
      status: 'max_attempts',
      attemptsLeft: 0,
    });
    expect((await eventsOf(sender.accountId)).map((e) => e.event)).toEqual(['verification.max_attempts']);
  });

  test('after its TTL (injected clock) a code no longer approves; the sweep reports the expiry once', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const first = (await start(sender, { to: PHONES.FR, ttlSeconds: 60 })).body.data;
    const second = (await start(sender, { to: PHONES.JP, ttlSeconds: 60 })).body.data;
    const code = await codeOf(first.messageId);
    t.clock.advance(60_000);
    expect((await check(sender, first.verificationId, code)).body.data).toEqual({
      verificationId: first.verificationId,
      status: 'expired',
      attemptsLeft: 0,
    });
    expect(await expireDueVerifications(t.db, t.clock.now(), 100)).toBeGreaterThanOrEqual(1);
    expect(await expireDueVerifications(t.db, t.clock.now(), 100)).toBe(0);
    const events = await eventsOf(sender.accountId);
    expect(events.map((e) => [e.event, e.payload.verificationId])).toEqual([
      ['verification.expired', first.verificationId],
      ['verification.expired', second.verificationId],
    ]);
    expect((await check(sender, second.verificationId, '123456')).body.data.status).toBe('expired');
  });

  test('a new start cancels the pending one; at most 5 sends per number per 10 minutes, then 429 1012', async () => {
    const sender = await setUpSendingAccount(t);
    await withStatusWebhook(sender);
    const to = '+12015550177';
    const sends = [];
    for (let i = 0; i < 5; i += 1) {
      sends.push((await start(sender, { to })).body.data);
      t.clock.advance(60_000);
    }
    expect(sends.map((s) => s.sendCount)).toEqual([1, 2, 3, 4, 5]);
    const oldCode = await codeOf(sends[0]!.messageId);
    expect((await check(sender, sends[0]!.verificationId, oldCode)).body.data.status).toBe('canceled');
    const before = await writesOf(t.db, sender.accountId);
    const refused = await start(sender, { to });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1012);
    // The first send was 5 minutes ago: the window frees a send in 5 more.
    expect(refused.response.headers['retry-after']).toBe('300');
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    const canceled = (await eventsOf(sender.accountId)).filter((e) => e.event === 'verification.canceled');
    expect(canceled.map((e) => e.payload.verificationId)).toEqual(
      sends.slice(0, 4).map((s) => s.verificationId),
    );
    t.clock.advance(300_000);
    expect((await start(sender, { to })).status).toBe(200);
  });

  test("an unknown id and another account's id answer the same 404 1014", async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const { verificationId, messageId } = (await start(sender, { to: PHONES.US2 })).body.data;
    const code = await codeOf(messageId);
    const foreign = await check(other, verificationId, code);
    const unknown = await check(sender, 'VE00000000000000000000000000', code);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body).toEqual({ code: 1014, msg: 'Verification not found.', data: null });
    // The other account's attempt did not count.
    expect((await check(sender, verificationId, code)).body.data.status).toBe('approved');
  });

  test('an Idempotency-Key replays the first answer and sends nothing again; another body is 1006', async () => {
    const sender = await setUpSendingAccount(t);
    const headers = { 'idempotency-key': 'verify-once-1' };
    const first = await start(sender, { to: '+12015550188' }, headers);
    const writes = await writesOf(t.db, sender.accountId);
    const again = await start(sender, { to: '+12015550188' }, headers);
    expect(again.status).toBe(200);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await writesOf(t.db, sender.accountId)).toEqual(writes);
    const other = await start(sender, { to: '+12015550189' }, headers);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(1006);
  });

  test('Chinese default text, custom approved otp templates with {code}, and the body errors', async () => {
    const sender = await setUpSendingAccount(t);
    const zh = (await start(sender, { to: '+12015550190', locale: 'zh-CN' })).body.data;
    expect((await messageOf(zh.messageId)).content).toBe(
      '您的验证码是 ******，10 分钟内有效，请勿告诉他人。',
    );

    const templateId = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Acme: {code} is your Acme code',
      type: 1,
    });
    const custom = (await start(sender, { to: '+12015550191', templateId })).body.data;
    expect((await messageOf(custom.messageId)).content).toBe('Acme: ****** is your Acme code');
    expect((await messageOf(custom.messageId)).real).toMatch(/^Acme: \d{6} is your Acme code$/);
    const marketing = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Sale {code}',
      type: 2,
    });
    expect((await start(sender, { to: '+12015550192', templateId: marketing })).body.code).toBe(1007);

    const bad = async (body: unknown) => {
      const answer = await start(sender, body);
      return [answer.status, answer.body.code];
    };
    expect(await bad({ to: '12345' })).toEqual([400, 1009]);
    expect(await bad({})).toEqual([400, 1006]);
    expect(await bad({ locale: 'en-US' })).toEqual([400, 1007]);
    expect(await bad({ to: PHONES.US, codeLength: 3 })).toEqual([400, 1006]);
    expect(await bad({ to: PHONES.US, ttlSeconds: 1801 })).toEqual([400, 1006]);
    expect(await bad({ to: PHONES.US, locale: 'fr-FR' })).toEqual([400, 1006]);
    const noAuth = await t.post('/api/v1/verify/start', { to: PHONES.US });
    expect([noAuth.status, noAuth.body.code]).toEqual([401, 1001]);
  });

  test('a caller reading Chinese gets every refusal of a start in Chinese, details included', async () => {
    const sender = await setUpSendingAccount(t);
    const zh = { 'accept-language': 'zh-CN' };
    const refusal = async (body: unknown, headers: Record<string, string> = {}) => {
      const answer = await start(sender, body, { ...zh, ...headers });
      return [answer.status, answer.body.code, answer.body.msg];
    };
    expect(await refusal({ to: PHONES.US, codeLength: 3 })).toEqual([
      400,
      1006,
      '请求体为空或格式错误：codeLength：4 到 10 之间的整数',
    ]);
    expect(await refusal({ to: PHONES.US, locale: 'fr-FR' })).toEqual([
      400,
      1006,
      '请求体为空或格式错误：locale：en-US 或 zh-CN',
    ]);
    expect(await refusal({ to: PHONES.US, templateId: 'TP404' })).toEqual([
      400,
      1007,
      '缺少必填参数：templateId：模板不存在、未审核通过，或不是包含 {code} 的验证码模板',
    ]);
    expect(await refusal({ to: PHONES.US }, { 'idempotency-key': '' })).toEqual([
      400,
      1006,
      '请求体为空或格式错误：Idempotency-Key：1–255 个可打印字符',
    ]);
    expect((await start(sender, { to: PHONES.US }, { 'idempotency-key': 'zh-once' })).body.code).toBe(0);
    expect(await refusal({ to: PHONES.US2 }, { 'idempotency-key': 'zh-once' })).toEqual([
      400,
      1006,
      '请求体为空或格式错误：该 Idempotency-Key 已用于另一个请求体',
    ]);
    for (let i = 0; i < VERIFY_LIMITS.maxSendsPerWindow - 1; i += 1) {
      expect((await start(sender, { to: PHONES.US })).body.code).toBe(0);
    }
    expect(await refusal({ to: PHONES.US })).toEqual([
      429,
      1012,
      '超出速率限制：每个号码 10 分钟内最多发送 5 条验证码',
    ]);
  });
});
