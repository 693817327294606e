/**
 * The database really goes away (a PostgreSQL relay closed, or the PGlite instance closed) and comes back:
 * meanwhile the console API and the send API answer HTTP 503 with Retry-After and the envelope of code 500;
 * afterwards the same calls succeed again. A real bug still answers 500 (docs/contracts.md).
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createOutageDatabase, type OutageDatabase } from '../testing/outage-database.js';
import {
  PHONES,
  apiHeaders,
  apiSend,
  seedDemoPrices,
  setUpSendingAccount,
  type SendingAccount,
} from '../testing/sending-flows.js';
import { useTestApp, type CallResult } from '../testing/test-app.js';

let database: OutageDatabase | undefined;
const t = useTestApp({
  appPerFile: true,
  async database() {
    database = await createOutageDatabase();
    return database;
  },
  extend(app) {
    // A query the database refuses on its merits (division by zero): a bug, not an outage.
    app.get('/api/test/bad-query', { schema: { hide: true } }, async () => {
      await t.db.execute(sql`select 1 / 0`);
      return null;
    });
  },
});

let sender: SendingAccount;
let messageId: string;
beforeAll(async () => {
  await seedDemoPrices(t.db);
  sender = await setUpSendingAccount(t, { creditMicros: 10_000_000n });
  const sent = await apiSend<{ messages: { messageId: string }[] }>(t, sender, {
    type: 'otp',
    to: PHONES.US,
    content: 'Your code is 042917',
  });
  expect(sent.status).toBe(200);
  messageId = sent.body.data.messages[0]!.messageId;
});

// Whatever a test leaves, the next one starts with the database up.
afterEach(() => database!.start());

function expectUnavailable(answer: CallResult<unknown>, msg = 'The system is temporarily unavailable.') {
  expect(answer.status).toBe(503);
  expect(answer.response.headers['retry-after']).toBe('5');
  expect(answer.response.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ code: 500, msg, data: null });
}

const calls = {
  userInfo: () => t.get('/api/user/info', { token: sender.user.token }),
  loginStart: () => t.post('/api/auth/login/otp', { email: sender.user.email, password: 'whatever' }),
  send: () => apiSend(t, sender, { type: 'otp', to: PHONES.US2, content: 'Your code is 042918' }),
  status: () => t.get(`/api/v1/sms/messages/${messageId}`, { headers: apiHeaders(sender) }),
};

describe('while the database is down', () => {
  test('the console API answers 503 with Retry-After, signed in or not, in the caller’s language', async () => {
    await database!.stop();
    expectUnavailable(await calls.userInfo());
    expectUnavailable(await calls.loginStart());
    expectUnavailable(
      await t.get('/api/user/info', { token: sender.user.token, locale: 'zh-CN' }),
      '系统暂时不可用。',
    );
  });

  test('the send API answers 503 with Retry-After for a send and for a status', async () => {
    await database!.stop();
    expectUnavailable(await calls.send());
    expectUnavailable(await calls.status());
  });

  test('liveness says 503 too, and readiness keeps its own report', async () => {
    await database!.stop();
    expectUnavailable(await t.get('/api/health'));
    const ready = await t.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.code).toBe(500);
  });
});

describe('once the database is back', () => {
  test('the same calls succeed again, without restarting the server', async () => {
    await database!.stop();
    expectUnavailable(await calls.userInfo());
    await database!.start();
    // The first calls after the return may still meet a connection the outage broke; a client retries
    // after Retry-After, and so does this test, a bounded number of times.
    expect((await untilAnswered(calls.userInfo)).body.code).toBe(0);
    expect((await untilAnswered(calls.loginStart)).body.code).toBe(2001);
    const sent = await untilAnswered(calls.send);
    expect(sent.body.code).toBe(0);
    expect((await untilAnswered(calls.status)).body.code).toBe(0);
  });
});

describe('a real failure', () => {
  test('a query the database refuses on its merits is 500, without Retry-After', async () => {
    const answer = await t.get('/api/test/bad-query');
    expect(answer.status).toBe(500);
    expect(answer.response.headers['retry-after']).toBeUndefined();
    expect(answer.body).toEqual({ code: 500, msg: 'The system is temporarily unavailable.', data: null });
  });
});

/** The call repeated while it answers 503 (at most 5 times), as a client honouring Retry-After would. */
async function untilAnswered<T>(call: () => Promise<CallResult<T>>): Promise<CallResult<T>> {
  let answer = await call();
  for (let attempt = 1; answer.status === 503 && attempt < 5; attempt += 1) answer = await call();
  expect(answer.status).toBe(200);
  return answer;
}
