/**
 * The send API's per-process caches (sender-reads.ts) never outlive a change: a revoked key, a blocked
 * country, an account deleted or no longer verified, a new price list — each applies to the very next send,
 * in the app that made the change and in a second app on the same database (a second process on PostgreSQL
 * with TEST_DATABASE_URL: its own LISTEN connection and its own caches).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { createAltchaCaptcha } from '../../providers/captcha/altcha-captcha.js';
import { queryRows } from '../../db/sql-rows.js';
import { bindPhone } from '../../testing/db-helpers.js';
import { createMemoryMailer } from '../../testing/memory-mailer.js';
import {
  PHONES,
  apiHeaders,
  apiSend,
  seedDemoPrices,
  setUpSendingAccount,
  setVerification,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { createPricingService } from '../pricing/index.js';

const t = useTestApp();
beforeAll(() => seedDemoPrices(t.db));

const OTP = { type: 'otp', to: PHONES.US, content: 'Your code is 042917' };

let second: FastifyInstance | undefined;
afterEach(async () => {
  await second?.close();
  second = undefined;
});

/** Another app over the same database, as another API process would be. */
async function startSecondApp(): Promise<FastifyInstance> {
  const { config, clock } = t;
  second = await buildApp({
    config,
    db: t.db,
    clock: clock.now,
    mailer: createMemoryMailer(),
    captcha: createAltchaCaptcha({ hmacKey: config.captchaHmacKey, maxNumber: 10, clock: clock.now }),
    logger: pino({ level: 'silent' }),
  });
  await second.ready();
  return second;
}

async function sendThrough(app: FastifyInstance, sender: SendingAccount, body: unknown = OTP) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sms/send',
    headers: { ...apiHeaders(sender), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const { code, data } = response.json<{ code: number; data: { cost?: string } | null }>();
  return { status: response.statusCode, code, data };
}

/** Both apps have sent once, so both hold the key, the account and the prices in memory. */
async function warmBoth(sender: SendingAccount) {
  const other = await startSecondApp();
  expect((await sendThrough(t.app, sender)).code).toBe(0);
  expect((await sendThrough(other, sender)).code).toBe(0);
  return other;
}

describe('the send API caches apply a change to the next request in every app', () => {
  test('a revoked key is refused (401 1001) on the next send in both apps, and nothing more is written', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    const revoked = await t.post(
      '/api/sms/apikey/revoke',
      { keyId: sender.keyId },
      { token: sender.user.token },
    );
    expect(revoked.body.code).toBe(0);
    const before = await writesOf(t.db, sender.accountId);
    expect(await sendThrough(other, sender)).toMatchObject({ status: 401, code: 1001 });
    expect(await sendThrough(t.app, sender)).toMatchObject({ status: 401, code: 1001 });
    const status = await other.inject({
      method: 'GET',
      url: '/api/v1/sms/messages/SM0',
      headers: apiHeaders(sender),
    });
    expect(status.statusCode).toBe(401);
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test('a revoked key is refused (401 1001) on the next Verify check in both apps, which counts nothing', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    const checkThrough = async (app: FastifyInstance, verificationId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/verify/check',
        headers: { ...apiHeaders(sender), 'content-type': 'application/json' },
        payload: JSON.stringify({ verificationId, code: '000000' }),
      });
      return { status: response.statusCode, code: response.json<{ code: number }>().code };
    };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verify/start',
      headers: { ...apiHeaders(sender), 'content-type': 'application/json' },
      payload: JSON.stringify({ to: PHONES.GB }),
    });
    const { verificationId } = started.json<{ data: { verificationId: string } }>().data;
    expect(await checkThrough(other, verificationId)).toMatchObject({ status: 200, code: 0 });
    const revoked = await t.post(
      '/api/sms/apikey/revoke',
      { keyId: sender.keyId },
      { token: sender.user.token },
    );
    expect(revoked.body.code).toBe(0);
    expect(await checkThrough(other, verificationId)).toMatchObject({ status: 401, code: 1001 });
    expect(await checkThrough(t.app, verificationId)).toMatchObject({ status: 401, code: 1001 });
    const [row] = await queryRows<{ attempts: number }>(
      t.db,
      sql`select attempts from verifications where id = ${verificationId}`,
    );
    expect(Number(row!.attempts)).toBe(1);
  });

  test('a country blocked in the SMS settings is refused (400 1009) on the next send in both apps', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    const updated = await t.post(
      '/api/sms/setting/update',
      { disallowedCountries: ['US'] },
      { token: sender.user.token },
    );
    expect(updated.body.code).toBe(0);
    expect(await sendThrough(other, sender)).toMatchObject({ status: 400, code: 1009 });
    expect(await sendThrough(t.app, sender)).toMatchObject({ status: 400, code: 1009 });
    // And lifting the block lets the next send through again.
    await t.post('/api/sms/setting/update', { disallowedCountries: [] }, { token: sender.user.token });
    expect((await sendThrough(other, sender)).code).toBe(0);
  });

  test('an account deleted is refused at once (403 1004, not activated) in both apps', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    const deleted = await t.post(
      '/api/account/delete',
      { accountId: sender.accountId },
      { token: sender.user.token },
    );
    expect(deleted.body.code).toBe(0);
    expect(await sendThrough(other, sender)).toMatchObject({ status: 403, code: 1004 });
    expect(await sendThrough(t.app, sender)).toMatchObject({ status: 403, code: 1004 });
  });

  test('an account no longer verified is held to the trial rules on its next send, and its owner binding a phone opens that number', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    await setVerification(t.db, sender.accountId, 0);
    // A trial account may only send to its owner's bound phone, and none is bound: 403 1004 naming the number.
    expect(await sendThrough(other, sender)).toMatchObject({ status: 403, code: 1004 });
    expect((await apiSend(t, sender, OTP)).body.code).toBe(1004);
    await bindPhone(t.db, sender.user.email, PHONES.US);
    expect((await sendThrough(other, sender)).code).toBe(0);
    expect((await sendThrough(t.app, sender)).code).toBe(0);
  });

  test('a new price list is what the next send costs, in both apps', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await warmBoth(sender);
    const pricing = createPricingService({ db: t.db, clock: t.clock.now });
    const list = await pricing.list('USD');
    const csv = [
      'country,currency,price',
      ...list.map((p) => `${p.country},USD,${p.country === 'US' ? '0.5' : p.price}`),
    ].join('\n');
    await pricing.importCsv(csv);
    try {
      expect((await sendThrough(other, sender)).data?.cost).toBe('0.50');
      expect((await sendThrough(t.app, sender)).data?.cost).toBe('0.50');
    } finally {
      const restore = ['country,currency,price', ...list.map((p) => `${p.country},USD,${p.price}`)];
      await pricing.importCsv(restore.join('\n'));
    }
  });
});
