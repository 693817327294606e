import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { prices } from '../../db/schema/index.js';
import { basicAuthHeader } from '../../http/basic-auth.js';
import {
  PHONES,
  apiHeaders,
  apiSend,
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
  // Monaco has no price in this file, for 1010.
  await t.db.delete(prices).where(eq(prices.country, 'MC'));
});

const OTP = { type: 'otp', to: PHONES.US, content: 'Your code is 042917' };

async function expectNothingWritten(sender: SendingAccount, before: Awaited<ReturnType<typeof writesOf>>) {
  expect(await writesOf(t.db, sender.accountId)).toEqual(before);
}

describe('a send through the public API', () => {
  test('answers the batch, its messages, the cost and the balance after the debit', async () => {
    const sender = await setUpSendingAccount(t);
    const { status, body, response } = await apiSend<{
      batchId: string;
      messages: { messageId: string; to: string; cost: string }[];
      cost: string;
      currency: string;
      balance: string;
    }>(t, sender, { type: 'marketing', to: [PHONES.US, PHONES.GB], content: 'Spring sale', from: 'SHOP' });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const { data } = body;
    expect(data.batchId).toMatch(/^BT[0-9A-Z]{26}$/);
    expect(data.messages).toEqual([
      {
        messageId: expect.stringMatching(/^SM[0-9A-Z]{26}$/),
        to: PHONES.US,
        country: 'US',
        encoding: 'GSM-7',
        segments: 1,
        cost: expect.stringMatching(/^\d+\.\d+$/),
        status: 'queued',
      },
      expect.objectContaining({ to: PHONES.GB, country: 'GB', status: 'queued' }),
    ]);
    expect(data.currency).toBe('USD');
    const cost = data.messages.reduce((sum, m) => sum + Number(m.cost), 0);
    expect(Number(data.cost)).toBeCloseTo(cost, 6);
    expect(Number(data.balance)).toBeCloseTo(2 - cost, 6);
    const writes = await writesOf(t.db, sender.accountId);
    expect(writes).toMatchObject({ messages: 2, batches: 1, ledger: 2 });
    expect(writes.ledgerSum).toBe(writes.balance);
  });

  test('GET /api/v1/sms/messages/{id} answers a message of the account and 404 for any other', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const sent = await apiSend<{ messages: { messageId: string }[] }>(t, sender, OTP);
    const messageId = sent.body.data.messages[0]!.messageId;
    const found = await t.get(`/api/v1/sms/messages/${messageId}`, { headers: apiHeaders(sender) });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({
      messageId,
      to: PHONES.US,
      country: 'US',
      status: 'queued',
      segments: 1,
      cost: expect.any(String),
      errorCode: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const foreign = await t.get(`/api/v1/sms/messages/${messageId}`, { headers: apiHeaders(other) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, msg: 'The requested resource was not found.', data: null });
    expect((await t.get('/api/v1/sms/messages/SMnope', { headers: apiHeaders(sender) })).status).toBe(404);
    expect((await t.get(`/api/v1/sms/messages/${messageId}`)).status).toBe(401);
  });
});

describe('every code of the send API table, with its HTTP status', () => {
  test.each([
    ['no Authorization header', () => ({}), 1001],
    ['a Bearer token', () => ({ authorization: 'Bearer abc' }), 1001],
    ['Basic without credentials', () => ({ authorization: 'Basic' }), 1002],
    ['Basic with non-base64', () => ({ authorization: 'Basic %%%' }), 1002],
    [
      'Basic without a colon',
      () => ({ authorization: `Basic ${Buffer.from('AKnocolon').toString('base64')}` }),
      1002,
    ],
    [
      'Basic with an empty secret',
      () => ({ authorization: `Basic ${Buffer.from('AK1:').toString('base64')}` }),
      1002,
    ],
    [
      'an unknown key id',
      () => ({ authorization: basicAuthHeader('AK00000000000000000000000000', 'x') }),
      1001,
    ],
  ])('%s → 401 %i', async (_label, headers, code) => {
    const { status, body } = await t.post('/api/v1/sms/send', OTP, {
      headers: headers(),
    });
    expect(status).toBe(401);
    expect(body).toEqual({ code, msg: expect.any(String), data: null });
  });

  test('a wrong secret and a revoked key → 401 1001', async () => {
    const sender = await setUpSendingAccount(t);
    const wrong = await apiSend(t, { ...sender, secret: `${sender.secret}x` }, OTP);
    expect([wrong.status, wrong.body.code, wrong.body.msg]).toEqual([
      401,
      1001,
      'Missing or invalid Authorization header.',
    ]);
    await t.post('/api/sms/apikey/revoke', { keyId: sender.keyId }, { token: sender.user.token });
    const revoked = await apiSend(t, sender, OTP);
    expect([revoked.status, revoked.body.code]).toEqual([401, 1001]);
  });

  test('a missing or foreign X-Account-Id → 401 1003', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const auth = { authorization: basicAuthHeader(sender.keyId, sender.secret) };
    const missing = await t.post('/api/v1/sms/send', OTP, { headers: auth });
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([
      401,
      1003,
      'Missing or invalid Account ID.',
    ]);
    const foreign = await t.post('/api/v1/sms/send', OTP, {
      headers: { ...auth, 'x-account-id': other.accountId },
    });
    expect([foreign.status, foreign.body.code]).toEqual([401, 1003]);
  });

  test('a deleted account → 403 1004', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/account/delete', { accountId: sender.accountId }, { token: sender.user.token });
    const { status, body } = await apiSend(t, sender, OTP);
    expect([status, body.code, body.msg]).toEqual([403, 1004, 'Account not activated.']);
  });

  test('a caller outside the IP whitelist → 403 1005 (IPv4, IPv6, CIDR)', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post(
      '/api/sms/setting/update',
      { ipWhitelist: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'] },
      { token: sender.user.token },
    );
    const from = async (remoteAddress: string) => {
      const { status, body } = await apiSend(t, sender, OTP, { remoteAddress });
      return [status, body.code];
    };
    expect(await from('203.0.113.8')).toEqual([403, 1005]);
    expect(await from('127.0.0.1')).toEqual([403, 1005]);
    expect(await from('2001:db9::1')).toEqual([403, 1005]);
    expect(await from('203.0.113.7')).toEqual([200, 0]);
    expect(await from('198.51.100.200')).toEqual([200, 0]);
    expect(await from('::ffff:198.51.100.9')).toEqual([200, 0]);
    expect(await from('2001:db8:42::1')).toEqual([200, 0]);
  });

  test.each([
    ['an empty JSON object', {}, 'Empty or malformed body.'],
    ['a JSON array', [OTP], 'Empty or malformed body.'],
    ['a JSON string', 'hello', 'Empty or malformed body.'],
  ])('%s → 400 1006', async (_label, body, msg) => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const { status, body: answer } = await apiSend(t, sender, body);
    expect([status, answer.code, answer.msg]).toEqual([400, 1006, msg]);
    await expectNothingWritten(sender, before);
  });

  test('missing parameters → 400 1007 listing every one of them', async () => {
    const sender = await setUpSendingAccount(t);
    const all = await apiSend(t, sender, { from: 'Beacon' });
    expect([all.status, all.body.code, all.body.msg]).toEqual([
      400,
      1007,
      'Missing required parameters: type, to, content',
    ]);
    const some = await apiSend(t, sender, { type: 'otp', to: [] });
    expect(some.body.msg).toBe('Missing required parameters: to, content');
    const zh = await apiSend(t, sender, { type: 'otp', content: 'x' }, { locale: 'zh-CN,zh;q=0.9' });
    expect(zh.body).toEqual({ code: 1007, msg: '缺少必填参数：to', data: null });
  });

  test('another message type → 400 1008', async () => {
    const sender = await setUpSendingAccount(t);
    for (const type of ['notification', 'OTP', 1]) {
      const { status, body } = await apiSend(t, sender, { ...OTP, type });
      expect([status, body.code, body.msg]).toEqual([
        400,
        1008,
        'Invalid message type (allowed: otp, marketing).',
      ]);
    }
  });

  test('bad numbers → 400 1009 listing them', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const { status, body } = await apiSend(t, sender, {
      ...OTP,
      to: [PHONES.US, '4155550100', 14155550100, '+1 415 555 0100', '+999123', PHONES.GB],
    });
    expect([status, body.code]).toEqual([400, 1009]);
    expect(body.msg).toBe('Invalid phone format (E.164): 4155550100, 14155550100, +1 415 555 0100, +999123');
    await expectNothingWritten(sender, before);
  });

  test('a destination without a price → 422 1010 naming the country', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const { status, body } = await apiSend(t, sender, { ...OTP, to: [PHONES.US, PHONES.MC] });
    expect([status, body.code, body.msg]).toEqual([
      422,
      1010,
      "No SMS pricing for the region and currency: There is no SMS price in this account's currency for Monaco.",
    ]);
    await expectNothingWritten(sender, before);
  });

  test('a cost above the balance → 402 1011, nothing sent and nothing charged', async () => {
    const sender = await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    // 100 messages cost more than the 2.00 trial credit at any demo price.
    const { status, body } = await apiSend(t, sender, { ...OTP, to: usNumbers(100) });
    expect([status, body.code, body.msg]).toEqual([402, 1011, 'Insufficient balance.']);
    await expectNothingWritten(sender, before);
  });

  test('over the per-second rate → 429 1012 with Retry-After', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/sms/setting/update', { perSecondRate: 1 }, { token: sender.user.token });
    expect((await apiSend(t, sender, OTP)).status).toBe(200);
    const before = await writesOf(t.db, sender.accountId);
    const { status, body, response } = await apiSend(t, sender, OTP);
    expect([status, body.code]).toEqual([429, 1012]);
    expect(body.msg).toBe('Rate limit exceeded: per-second sending rate');
    expect(Number(response.headers['retry-after'])).toBe(1);
    await expectNothingWritten(sender, before);
  });

  test('over the daily limit → 429 1012 with Retry-After until midnight UTC', async () => {
    const sender = await setUpSendingAccount(t);
    await t.post('/api/sms/setting/update', { dailyLimit: 3 }, { token: sender.user.token });
    expect((await apiSend(t, sender, { ...OTP, to: [PHONES.US, PHONES.GB] })).status).toBe(200);
    const over = await apiSend(t, sender, { ...OTP, to: [PHONES.US, PHONES.DE] });
    expect([over.status, over.body.code, over.body.msg]).toEqual([
      429,
      1012,
      'Rate limit exceeded: This send would exceed the daily sending limit: 2 used of 3 today + 2 in this send.',
    ]);
    // The fake clock says 09:00 UTC: 15 hours to go.
    expect(Number(over.response.headers['retry-after'])).toBe(15 * 3_600);
    expect((await apiSend(t, sender, OTP)).status).toBe(200);
    t.clock.advance(15 * 3_600_000);
    expect((await apiSend(t, sender, { ...OTP, to: [PHONES.US, PHONES.DE] })).status).toBe(200);
  });
});

describe('the language of msg', () => {
  test('is English by default and Chinese when Accept-Language asks for zh', async () => {
    const sender = await setUpSendingAccount(t);
    const en = await apiSend(t, sender, { ...OTP, type: 'promo' }, { locale: 'fr-FR' });
    expect(en.body.msg).toBe('Invalid message type (allowed: otp, marketing).');
    const zh = await apiSend(t, sender, { ...OTP, type: 'promo' }, { locale: 'zh' });
    expect(zh.body.msg).toBe('消息类型无效（允许：otp、marketing）。');
    const auth = await t.post('/api/v1/sms/send', OTP, { locale: 'zh-CN' });
    expect(auth.body.msg).toBe('Authorization 请求头缺失或无效。');
  });
});

describe('API keys in use', () => {
  test('record when and from where they were last used', async () => {
    const sender = await setUpSendingAccount(t);
    await apiSend(t, sender, OTP, { remoteAddress: '192.0.2.44' });
    const { body } = await t.post<{ keyId: string; lastUsedAt: string; lastUsedIp: string }[]>(
      '/api/sms/apikey/list',
      {},
      { token: sender.user.token },
    );
    expect(body.data[0]).toMatchObject({
      keyId: sender.keyId,
      lastUsedAt: t.clock.now().toISOString(),
      lastUsedIp: '192.0.2.44',
    });
  });
});

describe('the OpenAPI document', () => {
  test('describes both public calls with their statuses, examples and the API-key scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json<{
      paths: Record<string, Record<string, { security: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
    }>();
    const send = doc.paths['/api/v1/sms/send']!.post!;
    expect(Object.keys(send.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '422',
      '429',
      '503',
    ]);
    expect(send.security).toEqual([{ apiKey: [] }]);
    expect(JSON.stringify(send.responses['200'])).toContain('"example"');
    // The request example lives with the body's component schema.
    expect(JSON.stringify(doc)).toContain('Your Beacon code is 042917');
    expect(Object.keys(doc.paths['/api/v1/sms/messages/{messageId}']!.get!.responses)).toEqual(
      expect.arrayContaining(['404', '503']),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  test('shows how to call both in curl and in TypeScript', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { description: string }>>;
    }>();
    for (const operation of [
      doc.paths['/api/v1/sms/send']!.post!,
      doc.paths['/api/v1/sms/messages/{messageId}']!.get!,
    ]) {
      expect(operation.description).toContain('```sh\ncurl ');
      expect(operation.description).toContain('```ts\n');
    }
  });
});
