import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { auditOf } from '../../testing/db-helpers.js';
import { signUp, uniqueEmail } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { TEST_SSO_SECRET } from '../../testing/test-config.js';

const t = useTestApp();

interface TokenOptions {
  email?: string;
  expiresInSeconds?: number;
  jti?: string | null;
  secret?: string;
  alg?: string;
}

async function ssoToken(email: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ email })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 120));
  if (options.jti !== null) jwt.setJti(options.jti ?? randomUUID());
  const secret = options.secret ?? TEST_SSO_SECRET;
  return jwt.sign(new TextEncoder().encode(options.alg === 'HS512' ? secret.repeat(2) : secret));
}

async function sso(token: string) {
  return (await t.post<{ token: string }>('/api/auth/sso', { token })).body;
}

describe('single sign-on', () => {
  test('a good token gives a working session and is audited', async () => {
    const user = await signUp(t);
    const body = await sso(await ssoToken(user.email));
    expect(body).toEqual({ code: 0, msg: 'success', data: { token: expect.any(String) } });
    expect((await t.get('/api/user/info', { token: body.data.token })).body.data).toMatchObject({
      email: user.email,
    });
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('sso.login');
  });

  test('an expired token is 2013', async () => {
    const user = await signUp(t);
    const token = await ssoToken(user.email, { expiresInSeconds: 60 });
    t.clock.advance(61_000);
    expect((await sso(token)).code).toBe(2013);
  });

  test('a token living more than 5 minutes is 2013', async () => {
    const user = await signUp(t);
    expect((await sso(await ssoToken(user.email, { expiresInSeconds: 301 }))).code).toBe(2013);
    expect((await sso(await ssoToken(user.email, { expiresInSeconds: 300 }))).code).toBe(0);
  });

  test('a replayed token is 2013', async () => {
    const user = await signUp(t);
    const token = await ssoToken(user.email);
    expect((await sso(token)).code).toBe(0);
    expect((await sso(token)).code).toBe(2013);
  });

  test('a token signed with another secret is 2006', async () => {
    const user = await signUp(t);
    expect(
      (await sso(await ssoToken(user.email, { secret: 'another-secret-0123456789abcdef0123456789' }))).code,
    ).toBe(2006);
  });

  test('a token with another algorithm is 2006', async () => {
    const user = await signUp(t);
    expect((await sso(await ssoToken(user.email, { alg: 'HS512' }))).code).toBe(2006);
  });

  test.each(['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jbyJ9.'])(
    'a malformed token %j is 2006',
    async (token) => {
      expect((await sso(token)).code).toBe(2006);
    },
  );

  test('a token without jti is 2006', async () => {
    const user = await signUp(t);
    expect((await sso(await ssoToken(user.email, { jti: null }))).code).toBe(2006);
  });

  test('a token for an unknown user is 2006', async () => {
    expect((await sso(await ssoToken(uniqueEmail('stranger')))).code).toBe(2006);
  });

  test('a missing token is 1001 naming the field', async () => {
    expect((await t.post('/api/auth/sso', {})).body).toMatchObject({
      code: 1001,
      msg: 'token: The link or ticket is missing',
    });
  });
});
