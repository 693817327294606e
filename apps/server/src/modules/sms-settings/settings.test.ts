import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { smsSettings } from '../../db/schema/index.js';
import { setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ config: { webhookAllowPrivate: false } });

const DEFAULTS = {
  ipWhitelist: [],
  dailyLimit: 0,
  perNumberLimit: 0,
  globalRateLimit: 0,
  perSecondRate: 0,
  statusWebhookUrl: null,
  moWebhookUrl: null,
  webhookSecretSet: false,
  signatureEnabled: true,
  disallowedCountries: [],
};

async function rowOf(accountId: string) {
  const [row] = await t.db.select().from(smsSettings).where(eq(smsSettings.accountId, accountId));
  return row;
}

describe('SMS settings', () => {
  test('an account without settings has the defaults', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await t.post('/api/sms/setting/get', {}, { token: sender.user.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: DEFAULTS });
  });

  test('update changes only the fields given and answers the new settings', async () => {
    const sender = await setUpSendingAccount(t);
    const first = await t.post(
      '/api/sms/setting/update',
      { dailyLimit: 500, ipWhitelist: ['203.0.113.7', '2001:db8::/32'], disallowedCountries: ['ru'] },
      { token: sender.user.token },
    );
    expect(first.body.data).toEqual({
      ...DEFAULTS,
      dailyLimit: 500,
      ipWhitelist: ['203.0.113.7', '2001:db8::/32'],
      disallowedCountries: ['RU'],
    });
    const second = await t.post(
      '/api/sms/setting/update',
      { perSecondRate: '20', signatureEnabled: 'false' },
      { token: sender.user.token, form: true },
    );
    expect(second.body.data).toMatchObject({ dailyLimit: 500, perSecondRate: 20, signatureEnabled: false });
  });

  test('the webhook secret is write-only; a new one keeps the previous valid for 24 hours', async () => {
    const sender = await setUpSendingAccount(t);
    const set = (webhookSecret: string) =>
      t.post('/api/sms/setting/update', { webhookSecret }, { token: sender.user.token });
    const first = await set('first-secret-0123456789');
    expect(first.body.data).toMatchObject({ webhookSecretSet: true });
    expect(JSON.stringify(first.body)).not.toContain('first-secret');
    expect(await rowOf(sender.accountId)).toMatchObject({
      webhookSecret: 'first-secret-0123456789',
      previousWebhookSecret: null,
    });
    await set('second-secret-0123456789');
    expect(await rowOf(sender.accountId)).toMatchObject({
      webhookSecret: 'second-secret-0123456789',
      previousWebhookSecret: 'first-secret-0123456789',
      previousSecretExpiresAt: new Date(t.clock.now().getTime() + 24 * 3_600_000),
    });
    // Setting the same secret again is not a rotation.
    await set('second-secret-0123456789');
    expect((await rowOf(sender.accountId))?.previousWebhookSecret).toBe('first-secret-0123456789');
    const removed = await set('');
    expect(removed.body.data).toMatchObject({ webhookSecretSet: false });
    expect(
      await t.post('/api/sms/setting/update', { webhookSecret: 'short' }, { token: sender.user.token }),
    ).toMatchObject({
      body: {
        code: 1001,
        msg: 'webhookSecret: The webhook secret must have 16 to 256 printable ASCII characters',
      },
    });
  });

  test.each([
    [
      'http://127.0.0.1:8080/hook',
      'This URL points to a private or local network address and cannot receive webhooks',
    ],
    [
      'http://[::1]/hook',
      'This URL points to a private or local network address and cannot receive webhooks',
    ],
    [
      'http://10.0.0.5/hook',
      'This URL points to a private or local network address and cannot receive webhooks',
    ],
    [
      'http://169.254.169.254/latest',
      'This URL points to a private or local network address and cannot receive webhooks',
    ],
    ['ftp://example.com/hook', 'Enter an http:// or https:// URL'],
  ])('a webhook URL %s is refused: %s', async (url, message) => {
    const sender = await setUpSendingAccount(t);
    const { body } = await t.post(
      '/api/sms/setting/update',
      { statusWebhookUrl: url },
      { token: sender.user.token },
    );
    expect(body).toEqual({
      code: 1001,
      msg: `statusWebhookUrl: ${message}`,
      data: { fields: { statusWebhookUrl: message } },
    });
    expect(await rowOf(sender.accountId)).toBeUndefined();
  });

  test('a public webhook URL is kept; an empty one clears it', async () => {
    const sender = await setUpSendingAccount(t);
    const set = await t.post(
      '/api/sms/setting/update',
      { moWebhookUrl: 'https://93.184.215.14/beacon/mo' },
      { token: sender.user.token },
    );
    expect(set.body.data).toMatchObject({ moWebhookUrl: 'https://93.184.215.14/beacon/mo' });
    const cleared = await t.post(
      '/api/sms/setting/update',
      { moWebhookUrl: '' },
      { token: sender.user.token },
    );
    expect(cleared.body.data).toMatchObject({ moWebhookUrl: null });
  });

  test.each([
    [
      { ipWhitelist: ['10.0.0.0/33'] },
      'ipWhitelist: Enter IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7 or 2001:db8::/32',
    ],
    [{ dailyLimit: -5 }, 'dailyLimit: Enter a whole number from 0 (no limit) to 1,000,000,000'],
    [{ disallowedCountries: ['Narnia'] }, 'disallowedCountries: Unknown country or region code'],
  ])('%j is 1001 naming the field', async (body, msg) => {
    const sender = await setUpSendingAccount(t);
    expect((await t.post('/api/sms/setting/update', body, { token: sender.user.token })).body).toMatchObject({
      code: 1001,
      msg,
    });
  });

  test('needs a session and a current account', async () => {
    expect((await t.post('/api/sms/setting/get', {})).body.code).toBe(2006);
    const sender = await setUpSendingAccount(t);
    await t.post('/api/account/delete', { accountId: sender.accountId }, { token: sender.user.token });
    expect((await t.post('/api/sms/setting/get', {}, { token: sender.user.token })).body.code).toBe(2011);
  });
});
