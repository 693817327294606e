import { describe, expect, test } from 'vitest';
import { RESET_LINK_TTL_MS, TICKET_TTL_MS } from '@beacon/shared';
import { signIn, signUp, solvedCaptcha, startLogin, STRONG_PASSWORD, uniqueEmail } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { ENDED_SESSION_RETENTION_MS, purgeExpired } from './purge-expired.js';

const t = useTestApp();

describe('purging expired rows', () => {
  test('removes what expired and keeps everything still usable', async () => {
    const user = await signUp(t);
    await startLogin(t, user);
    await t.post('/api/auth/password/otp', { email: user.email });
    await t.post('/api/auth/signup/otp', {
      email: uniqueEmail('pending'),
      username: 'Pending',
      password: STRONG_PASSWORD,
      captcha: await solvedCaptcha(t),
      agree: true,
    });
    const live = await signIn(t, user);

    expect(await purgeExpired(t.db, t.clock.now)).toMatchObject({
      pendingSignups: 0,
      loginTickets: 0,
      passwordResets: 0,
      emailSendWindows: 0,
    });

    t.clock.advance(Math.max(TICKET_TTL_MS, RESET_LINK_TTL_MS));
    const counts = await purgeExpired(t.db, t.clock.now);
    expect(counts.pendingSignups).toBeGreaterThanOrEqual(1);
    expect(counts.loginTickets).toBeGreaterThanOrEqual(2);
    expect(counts.passwordResets).toBeGreaterThanOrEqual(1);
    // The e-mail windows (10 minutes) ended with the tickets: sign-up, sign-in and reset of this user.
    expect(counts.emailSendWindows).toBeGreaterThanOrEqual(3);
    expect(counts.sessions).toBe(0);
    expect((await t.get('/api/user/info', { token: live.token })).body.code).toBe(0);
  });

  test('keeps ended sessions for 30 days', async () => {
    const user = await signUp(t);
    await t.post('/api/user/logout', undefined, { token: user.token });
    expect((await purgeExpired(t.db, t.clock.now)).sessions).toBe(0);
    t.clock.advance(ENDED_SESSION_RETENTION_MS + 1);
    expect((await purgeExpired(t.db, t.clock.now)).sessions).toBeGreaterThanOrEqual(1);
  });
});
