import { describe, expect, test } from 'vitest';
import { TRUSTED_DEVICE_TTL_MS } from '@beacon/shared';
import { signIn, signUp, startLogin } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const HOME = '203.0.113.10';
const SAME_NETWORK = '203.0.113.99';
const ELSEWHERE = '198.51.100.7';

async function trustedBrowser(remoteAddress = HOME) {
  const user = await signUp(t);
  const { response } = await signIn(t, user, { remember: true, remoteAddress });
  const cookie = response.cookies.find((c) => c.name === 'beacon_td');
  expect(cookie).toBeDefined();
  return { user, cookie: cookie! };
}

describe('a browser signed in with remember', () => {
  test('gets an HttpOnly, SameSite=Lax cookie on /api/auth for 30 days', async () => {
    const { cookie } = await trustedBrowser();
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
    });
    expect(cookie.secure).toBeFalsy();
  });

  test('skips the code from the same /24 network', async () => {
    const { user, cookie } = await trustedBrowser();
    const mailsBefore = t.mail.sent.length;
    const { body } = await startLogin(t, user, {
      remoteAddress: SAME_NETWORK,
      cookies: { beacon_td: cookie.value },
    });
    expect(body).toEqual({ code: 0, msg: 'success', data: { step: 'done', token: expect.any(String) } });
    expect(t.mail.sent).toHaveLength(mailsBefore);
    const token = (body.data as { token: string }).token;
    expect((await t.get('/api/user/info', { token })).body.code).toBe(0);
  });

  test('still needs the code from another network', async () => {
    const { user, cookie } = await trustedBrowser();
    const { body } = await startLogin(t, user, {
      remoteAddress: ELSEWHERE,
      cookies: { beacon_td: cookie.value },
    });
    expect(body.data).toMatchObject({ step: 'otp' });
  });

  test('still needs the password', async () => {
    const { user, cookie } = await trustedBrowser();
    const { body } = await startLogin(
      t,
      { email: user.email, password: 'Wrong-Password-1' },
      { remoteAddress: HOME, cookies: { beacon_td: cookie.value } },
    );
    expect(body.code).toBe(2001);
  });

  test('is trusted for its own user only', async () => {
    const { cookie } = await trustedBrowser();
    const other = await signUp(t);
    const { body } = await startLogin(t, other, {
      remoteAddress: HOME,
      cookies: { beacon_td: cookie.value },
    });
    expect(body.data).toMatchObject({ step: 'otp' });
  });

  test('is trusted for 30 days', async () => {
    const { user, cookie } = await trustedBrowser();
    t.clock.advance(TRUSTED_DEVICE_TTL_MS);
    const { body } = await startLogin(t, user, { remoteAddress: HOME, cookies: { beacon_td: cookie.value } });
    expect(body.data).toMatchObject({ step: 'otp' });
  });

  test('a tampered cookie is ignored', async () => {
    const { user, cookie } = await trustedBrowser();
    const [value = '', signature = ''] = cookie.value.split('.');
    const tampered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const { body } = await startLogin(t, user, { remoteAddress: HOME, cookies: { beacon_td: tampered } });
    expect(body.data).toMatchObject({ step: 'otp' });
  });

  test('works the same over IPv6 within one /48', async () => {
    const { user, cookie } = await trustedBrowser('2001:db8:abcd:1::10');
    const same = await startLogin(t, user, {
      remoteAddress: '2001:db8:abcd:ffff::1',
      cookies: { beacon_td: cookie.value },
    });
    expect(same.body.data).toMatchObject({ step: 'done' });
    const other = await startLogin(t, user, {
      remoteAddress: '2001:db8:abce::1',
      cookies: { beacon_td: cookie.value },
    });
    expect(other.body.data).toMatchObject({ step: 'otp' });
  });
});

describe('a browser signed in without remember', () => {
  test('gets no cookie and needs the code next time', async () => {
    const user = await signUp(t);
    const { response } = await signIn(t, user, { remember: false, remoteAddress: HOME });
    expect(response.cookies.find((c) => c.name === 'beacon_td')).toBeUndefined();
  });

  test('remember as a form field "false" sets no cookie, "true" does', async () => {
    const user = await signUp(t);
    const off = await signIn(t, user, { remember: false, form: true, remoteAddress: HOME });
    expect(off.response.cookies.find((c) => c.name === 'beacon_td')).toBeUndefined();
    const on = await signIn(t, user, { remember: true, form: true, remoteAddress: HOME });
    expect(on.response.cookies.find((c) => c.name === 'beacon_td')).toBeDefined();
  });
});

describe('five wrong passwords from someone else', () => {
  test('lock the address for them (2002) but not for the owner on their trusted browser', async () => {
    const { user, cookie } = await trustedBrowser();
    const attacker = { email: user.email, password: 'Wrong-Password-1' };
    for (let i = 0; i < 5; i += 1) await startLogin(t, attacker, { remoteAddress: ELSEWHERE });
    expect((await startLogin(t, user, { remoteAddress: ELSEWHERE })).body.code).toBe(2002);

    const owner = await startLogin(t, user, {
      remoteAddress: SAME_NETWORK,
      cookies: { beacon_td: cookie.value },
    });
    expect(owner.body).toMatchObject({ code: 0, data: { step: 'done' } });
    expect((await startLogin(t, user, { remoteAddress: ELSEWHERE })).body.code).toBe(2002);
  });
});
