import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LoginOtpResult, UserInfo } from '@beacon/shared';
import { users } from '../../db/schema/index.js';
import { auditOf } from '../../testing/db-helpers.js';
import { signUp, startLogin, type SignedUpUser } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { authenticatorCode } from '../../testing/user-centre-flows.js';

const t = useTestApp({ withSms: true });
const STEP = 30_000;

/** A user with the authenticator on; answers its secret. */
async function enableTotp(user: SignedUpUser): Promise<string> {
  const setup = await t.post<{ secret: string; otpauthUrl: string }>('/api/user/totp/setup', undefined, {
    token: user.token,
  });
  expect(setup.body.code).toBe(0);
  const { secret } = setup.body.data;
  const enabled = await t.post(
    '/api/user/totp/enable',
    { code: authenticatorCode(t, secret) },
    { token: user.token },
  );
  expect(enabled.body).toEqual({ code: 0, msg: 'success', data: null });
  // The code just used cannot sign in; move on to the next step.
  t.clock.advance(STEP);
  return secret;
}

async function ticketOf(user: SignedUpUser): Promise<string> {
  const started = await startLogin(t, user);
  expect(started.body.data).toEqual({ step: 'otp', token: expect.any(String), channel: 'totp' });
  return (started.body.data as Extract<LoginOtpResult, { step: 'otp' }>).token;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('setting up the authenticator app', () => {
  test('shows a secret and its otpauth URI once, stores it sealed, and needs a code to turn on', async () => {
    const user = await signUp(t);
    const setup = await t.post<{ secret: string; otpauthUrl: string }>('/api/user/totp/setup', undefined, {
      token: user.token,
    });
    const { secret, otpauthUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Beacon%3A${encodeURIComponent(user.email)}?secret=${secret}&issuer=Beacon&algorithm=SHA1&digits=6&period=30`,
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.totpPendingSecret).toMatch(/^v1\./);
    expect(row!.totpPendingSecret).not.toContain(secret);

    const wrong = otherCode(authenticatorCode(t, secret));
    expect(
      (await t.post('/api/user/totp/enable', { code: wrong }, { token: user.token })).body,
    ).toMatchObject({
      code: 2007,
    });
    expect((await t.get<UserInfo>('/api/user/info', { token: user.token })).body.data.twoFactor).toBe(
      'email',
    );
    // A code from the phone 30 seconds behind still counts.
    const behind = authenticatorCode(t, secret, -STEP);
    expect((await t.post('/api/user/totp/enable', { code: behind }, { token: user.token })).body.code).toBe(
      0,
    );
    const info = (await t.get<UserInfo>('/api/user/info', { token: user.token })).body.data;
    expect(info.twoFactor).toBe('totp');
    expect(JSON.stringify(info)).not.toContain(secret);
    const [after] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(after!.totpSecret).toMatch(/^v1\./);
    expect(after!.totpPendingSecret).toBeNull();
    // Set-up again is refused while it is on; the secret is never shown again.
    expect((await t.post('/api/user/totp/setup', undefined, { token: user.token })).body.code).toBe(1006);
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('totp.enable');
  });

  test('a set-up expires after 10 minutes (2013)', async () => {
    const user = await signUp(t);
    const setup = await t.post<{ secret: string }>('/api/user/totp/setup', undefined, { token: user.token });
    t.clock.advance(10 * 60_000);
    const code = authenticatorCode(t, setup.body.data.secret);
    expect((await t.post('/api/user/totp/enable', { code }, { token: user.token })).body.code).toBe(2013);
    expect((await t.post('/api/user/totp/enable', { code }, { token: user.token })).body.code).toBe(2013);
  });

  test('five wrong codes in a row lock for 10 minutes (1007)', async () => {
    const user = await signUp(t);
    const setup = await t.post<{ secret: string }>('/api/user/totp/setup', undefined, { token: user.token });
    const secret = setup.body.data.secret;
    const wrong = () => otherCode(authenticatorCode(t, secret));
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await t.post('/api/user/totp/enable', { code: wrong() }, { token: user.token })).body.code,
      ).toBe(2007);
    }
    expect((await t.post('/api/user/totp/enable', { code: wrong() }, { token: user.token })).body.code).toBe(
      1007,
    );
    const right = authenticatorCode(t, secret);
    expect((await t.post('/api/user/totp/enable', { code: right }, { token: user.token })).body.code).toBe(
      1007,
    );
  });

  test('wrong codes sent in parallel get five checks at most; then even the right code is 1007', async () => {
    const user = await signUp(t);
    const setup = await t.post<{ secret: string }>('/api/user/totp/setup', undefined, { token: user.token });
    const wrong = otherCode(authenticatorCode(t, setup.body.data.secret));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/user/totp/enable', { code: wrong }, { token: user.token }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 2007)).toHaveLength(4);
    expect(codes.filter((c) => c === 1007)).toHaveLength(16);
    const right = authenticatorCode(t, setup.body.data.secret);
    expect((await t.post('/api/user/totp/enable', { code: right }, { token: user.token })).body.code).toBe(
      1007,
    );
  });

  test.each([
    [{ code: '' }, 'code: Enter the 6-digit code', 'code: 请输入 6 位验证码'],
    [{ code: 'abcdef' }, 'code: Enter the 6-digit code', 'code: 请输入 6 位验证码'],
  ])('enabling with %j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/totp/enable', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/totp/enable', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: chinese,
    });
  });
});

describe('signing in with the authenticator app', () => {
  test('asks for the app code (nothing is sent) and accepts the current one once', async () => {
    const user = await signUp(t);
    const secret = await enableTotp(user);
    const mailsBefore = t.mail.sent.length;
    const smsBefore = t.sms.length;
    const ticket = await ticketOf(user);
    expect(t.mail.sent.length).toBe(mailsBefore);
    expect(t.sms.length).toBe(smsBefore);
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.data).toEqual({
      channel: 'totp',
    });

    const code = authenticatorCode(t, secret);
    const done = await t.post<{ token: string }>('/api/auth/login', { token: ticket, code });
    expect(done.body.code).toBe(0);
    expect((await t.get('/api/user/info', { token: done.body.data.token })).body.code).toBe(0);
    // The same code again, within its 30 seconds, is refused.
    const replay = await t.post('/api/auth/login', { token: await ticketOf(user), code });
    expect(replay.body.code).toBe(2007);
  });

  test.each([
    ['30 s behind', -STEP, true],
    ['30 s ahead', STEP, true],
    ['60 s behind', -2 * STEP, false],
    ['60 s ahead', 2 * STEP, false],
  ])('a phone clock %s is %s', async (_label, drift, accepted) => {
    const user = await signUp(t);
    const secret = await enableTotp(user);
    t.clock.advance(2 * STEP);
    const ticket = await ticketOf(user);
    const { body } = await t.post('/api/auth/login', {
      token: ticket,
      code: authenticatorCode(t, secret, drift),
    });
    expect(body.code).toBe(accepted ? 0 : 2007);
  });

  test('five wrong codes lock the ticket (1007); resending or switching to SMS is not allowed (1006)', async () => {
    const user = await signUp(t);
    const secret = await enableTotp(user);
    const ticket = await ticketOf(user);
    t.clock.advance(60_000);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(1006);
    expect((await t.post('/api/auth/sms/otp', { token: ticket })).body.code).toBe(1006);
    const wrong = otherCode(authenticatorCode(t, secret));
    for (let i = 1; i <= 4; i += 1) {
      expect((await t.post('/api/auth/login', { token: ticket, code: wrong })).body.code).toBe(2007);
    }
    expect((await t.post('/api/auth/login', { token: ticket, code: wrong })).body.code).toBe(1007);
    const right = authenticatorCode(t, secret);
    expect((await t.post('/api/auth/login', { token: ticket, code: right })).body.code).toBe(1007);
  });
});

describe('turning the authenticator app off', () => {
  test('with a code from it; sign-in codes go back to e-mail', async () => {
    const user = await signUp(t);
    const secret = await enableTotp(user);
    expect(
      (
        await t.post(
          '/api/user/totp/disable',
          { code: otherCode(authenticatorCode(t, secret)) },
          { token: user.token },
        )
      ).body.code,
    ).toBe(2007);
    const off = await t.post(
      '/api/user/totp/disable',
      { code: authenticatorCode(t, secret) },
      { token: user.token },
    );
    expect(off.body).toEqual({ code: 0, msg: 'success', data: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ twoFactor: 'email', totpSecret: null });
    const started = await startLogin(t, user);
    expect((started.body.data as { channel: string }).channel).toBe('email');
  });

  test('or with the password (2012 when wrong)', async () => {
    const user = await signUp(t);
    await enableTotp(user);
    expect(
      (await t.post('/api/user/totp/disable', { password: 'nope' }, { token: user.token })).body.code,
    ).toBe(2012);
    expect(
      (await t.post('/api/user/totp/disable', { password: user.password }, { token: user.token })).body.code,
    ).toBe(0);
    expect(
      (await t.post('/api/user/totp/disable', { password: user.password }, { token: user.token })).body.code,
    ).toBe(1006);
  });

  test('choosing e-mail or SMS while it is on is refused (1006)', async () => {
    const user = await signUp(t);
    await enableTotp(user);
    expect(
      (await t.post('/api/user/twofactor/update', { channel: 'email' }, { token: user.token })).body.code,
    ).toBe(1006);
  });

  test('needs a code or the password: 1001 naming code in both languages', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/user/totp/disable', {}, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: 'code: Enter the code from your authenticator app or your password',
    });
    expect(
      (await t.post('/api/user/totp/disable', {}, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'code: 请输入身份验证器中的验证码或您的密码',
    });
  });
});
