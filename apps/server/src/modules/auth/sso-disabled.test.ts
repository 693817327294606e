import { SignJWT } from 'jose';
import { expect, test } from 'vitest';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { TEST_SSO_SECRET } from '../../testing/test-config.js';

const t = useTestApp({ config: { ssoSecret: undefined } });

test('without SSO_SECRET every single sign-on token is 2006', async () => {
  const user = await signUp(t);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const token = await new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(now + 60)
    .setJti('jti-1')
    .sign(new TextEncoder().encode(TEST_SSO_SECRET));
  expect((await t.post('/api/auth/sso', { token })).body).toMatchObject({ code: 2006 });
});
