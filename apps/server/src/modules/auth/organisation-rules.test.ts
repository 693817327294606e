/**
 * The organisation's sign-in settings are enforced at sign-in: "two-factor required" means a code at every
 * sign-in (no trusted-browser shortcut, no new trusted browsers), and a sign-in method the organisation does
 * not allow (SSO) is refused with 2101 in the caller's language, for the owner and the members alike.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { auditOf } from '../../testing/db-helpers.js';
import { signIn, signUp, startLogin, type SignedUpUser } from '../../testing/flows.js';
import { inviteAndJoin } from '../../testing/org-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { TEST_SSO_SECRET } from '../../testing/test-config.js';

const t = useTestApp();
const HOME = '203.0.113.10';

async function setRules(owner: SignedUpUser, rules: { requireTwoFactor: boolean; signInMethods: string[] }) {
  const saved = await t.post(
    '/api/admin/settings/update',
    { name: 'Rules Org', billingContact: '', defaultCountry: '', ...rules },
    { token: owner.token },
  );
  expect(saved.body.code).toBe(0);
}

async function trustedCookie(user: SignedUpUser): Promise<string> {
  const { response } = await signIn(t, user, { remember: true, remoteAddress: HOME });
  const cookie = response.cookies.find((c) => c.name === 'beacon_td');
  expect(cookie).toBeDefined();
  return cookie!.value;
}

async function ssoToken(email: string): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(now + 120)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(TEST_SSO_SECRET));
}

describe('an organisation that requires two-factor', () => {
  test.each(['owner', 'member'] as const)(
    'asks its %s for a code even from a browser trusted before the rule, and skips it again once it is off',
    async (who) => {
      const owner = await signUp(t);
      const user = who === 'owner' ? owner : await inviteAndJoin(t, owner.token, 'user');
      const cookie = await trustedCookie(user);
      const fromTrusted = () =>
        startLogin(t, user, { remoteAddress: HOME, cookies: { beacon_td: cookie } }).then((r) => r.body);

      await setRules(owner, { requireTwoFactor: true, signInMethods: ['password'] });
      expect(await fromTrusted()).toMatchObject({ code: 0, data: { step: 'otp', channel: 'email' } });

      await setRules(owner, { requireTwoFactor: false, signInMethods: ['password'] });
      expect(await fromTrusted()).toMatchObject({ code: 0, data: { step: 'done' } });
    },
  );

  test('does not let a member mark a browser as trusted', async () => {
    const owner = await signUp(t);
    const member = await inviteAndJoin(t, owner.token, 'user');
    await setRules(owner, { requireTwoFactor: true, signInMethods: ['password'] });
    const { token, response } = await signIn(t, member, { remember: true, remoteAddress: HOME });
    expect(response.cookies.find((c) => c.name === 'beacon_td')).toBeUndefined();
    expect((await t.get('/api/user/info', { token })).body.code).toBe(0);
    const success = (await auditOf(t.db, member.email)).find((e) => e.action === 'login.success');
    expect(success?.detail).toMatchObject({ remember: false });
  });
});

describe('sign-in methods', () => {
  test('SSO is refused with 2101, in both languages, when the organisation allows only passwords', async () => {
    const owner = await signUp(t);
    const member = await inviteAndJoin(t, owner.token, 'user');
    await setRules(owner, { requireTwoFactor: false, signInMethods: ['password'] });
    const english = await t.post('/api/auth/sso', { token: await ssoToken(member.email) });
    expect(english.body).toEqual({
      code: 2101,
      msg: 'Your organisation does not allow this sign-in method. Sign in with your e-mail and password.',
      data: null,
    });
    const chinese = await t.post(
      '/api/auth/sso',
      { token: await ssoToken(owner.email) },
      { locale: 'zh-CN' },
    );
    expect(chinese.body).toMatchObject({
      code: 2101,
      msg: '您所在的组织不允许使用此登录方式，请使用邮箱和密码登录。',
    });
    const refused = (await auditOf(t.db, member.email)).find((e) => e.action === 'login.refused');
    expect(refused?.detail).toEqual({ method: 'sso' });
  });

  test('SSO works once the organisation allows it; password sign-in stays open', async () => {
    const owner = await signUp(t);
    const member = await inviteAndJoin(t, owner.token, 'user');
    await setRules(owner, { requireTwoFactor: false, signInMethods: ['password', 'sso'] });
    const sso = await t.post<{ token: string }>('/api/auth/sso', { token: await ssoToken(member.email) });
    expect(sso.body.code).toBe(0);
    expect((await t.get('/api/user/info', { token: sso.body.data.token })).body.code).toBe(0);
    expect((await startLogin(t, member)).body).toMatchObject({ code: 0, data: { step: 'otp' } });
  });

  test("a member follows their own organisation's rule, not the one they signed up beside", async () => {
    const strict = await signUp(t);
    const open = await signUp(t);
    await setRules(strict, { requireTwoFactor: false, signInMethods: ['password'] });
    await setRules(open, { requireTwoFactor: false, signInMethods: ['password', 'sso'] });
    const openMember = await inviteAndJoin(t, open.token, 'admin');
    expect((await t.post('/api/auth/sso', { token: await ssoToken(openMember.email) })).body.code).toBe(0);
    expect((await t.post('/api/auth/sso', { token: await ssoToken(strict.email) })).body.code).toBe(2101);
  });
});
