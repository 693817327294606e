import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import { createAltchaCaptcha } from '../../providers/captcha/altcha-captcha.js';
import { createSystemSmsCodeSender } from '../../providers/sms/system-sms-code-sender.js';
import { bindPhone } from '../../testing/db-helpers.js';
import { eventsOf, messagesByIds } from '../../testing/engine-fixtures.js';
import { useEngine } from '../../testing/engine-harness.js';
import { signUp, STRONG_PASSWORD } from '../../testing/flows.js';
import { createMemoryMailer } from '../../testing/memory-mailer.js';
import { testConfig } from '../../testing/test-config.js';
import type { TestHarness } from '../../testing/test-app.js';
import { createSystemSms } from './service.js';

const e = useEngine();
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('platform SMS', () => {
  test('is queued with no account and no cost, and sent through the same dispatcher', async () => {
    const systemSms = createSystemSms({ db: e.db, clock: e.clock.now, from: 'Beacon' });
    const { messageId } = await systemSms.send({
      to: '+33612345678',
      content: 'Your Beacon code is 246810',
    });
    const [row] = await messagesByIds(e.db, [messageId]);
    expect(row).toMatchObject({
      accountId: null,
      source: 'system',
      direction: 'out',
      type: 1,
      from: 'Beacon',
      to: '+33612345678',
      country: 'FR',
      costMicros: 0n,
      currency: null,
      encoding: 'GSM-7',
      segments: 1,
    });
    e.engine.wake();
    await e.waitForStatuses([messageId], ['delivered']);
    expect((await eventsOf(e.db, messageId)).map((event) => event.status)).toEqual([
      'queued',
      'sent',
      'delivered',
    ]);
    expect((await e.readReceived()).find((line) => line.messageId === messageId)).toMatchObject({
      to: '+33612345678',
      content: 'Your Beacon code is 246810',
    });
  });

  test('carries the SMS sign-in code to a bound phone: the user signs in with the code the handset got', async () => {
    const config = testConfig();
    const systemSms = createSystemSms({
      db: e.db,
      clock: e.clock.now,
      from: 'Beacon',
      onQueued: () => e.engine.wake(),
    });
    const mail = createMemoryMailer();
    app = await buildApp({
      config,
      db: e.db,
      clock: e.clock.now,
      mailer: mail,
      captcha: createAltchaCaptcha({
        hmacKey: config.captchaHmacKey,
        maxNumber: config.captchaMaxNumber,
        clock: e.clock.now,
      }),
      logger: pino({ level: 'silent' }),
      sms: createSystemSmsCodeSender(systemSms),
    });
    await app.ready();
    const t = harnessFor(app, mail);
    const user = await signUp(t);
    await bindPhone(e.db, user.email, '+14155550190', 'sms');

    const first = await t.post<{ step: string; token: string; channel: string; to: string }>(
      '/api/auth/login/otp',
      {
        email: user.email,
        password: STRONG_PASSWORD,
      },
    );
    expect(first.body.data).toMatchObject({ step: 'otp', channel: 'sms' });
    const line = await waitFor(
      async () => (await e.readReceived()).find((received) => received.to === '+14155550190'),
      8_000,
      'the code on the handset',
    );
    const code = /(\d{6})/.exec(line.content)![1]!;
    const done = await t.post<{ token: string }>('/api/auth/login', {
      token: first.body.data.token,
      code,
      remember: false,
    });
    expect(done.body).toMatchObject({ code: 0, data: { token: expect.any(String) } });

    const again = await t.post('/api/auth/sms/otp', { token: first.body.data.token });
    expect(again.body.code).not.toBe(1006);
  });
});

/** The few calls the shared sign-up flow makes, against an app built here with the real SMS sender. */
function harnessFor(target: FastifyInstance, mail: ReturnType<typeof createMemoryMailer>): TestHarness {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await target.inject({
      method,
      url,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json(), response };
  };
  return {
    app: target,
    clock: e.clock,
    mail,
    sms: [],
    db: e.db,
    config: testConfig(),
    call,
    post: (url: string, body?: unknown) => call('POST', url, body),
    get: (url: string) => call('GET', url),
  };
}
