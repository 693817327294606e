import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LoginOtpResult } from '@beacon/shared';
import { contactVerifications, loginTickets, pendingSignups } from '../../db/schema/index.js';
import { hmacSha256, sha256 } from '../../lib/crypto.js';
import { userIdOf } from '../../testing/db-helpers.js';
import { STRONG_PASSWORD, startLogin, startSignup, uniqueEmail } from '../../testing/flows.js';
import { codeIn } from '../../testing/memory-mailer.js';
import { useTestApp } from '../../testing/test-app.js';
import { isCodeCorrect } from './code-policy.js';

const t = useTestApp({ withSms: true });
const PHONE = '+14155550123';
const OTHER_KEY = 'another-code-hmac-key-0123456789abcdef';

/** What a copy of the table gives away about `code`: nothing a bare hash of it would, nothing without the key. */
function expectKeyedHash(stored: { codeHash: string }, code: string): void {
  expect(stored.codeHash).toBe(hmacSha256(t.config.codeHmacKey, code));
  expect(stored.codeHash).not.toBe(sha256(code));
  expect(isCodeCorrect(t.config.codeHmacKey, stored, code)).toBe(true);
  expect(isCodeCorrect(OTHER_KEY, stored, code)).toBe(false);
}

describe('codes at rest', () => {
  test('sign-up, sign-in and phone codes are stored as HMAC-SHA256 under CODE_HMAC_KEY', async () => {
    const email = uniqueEmail('stored');
    const { id, code: signupCode } = await startSignup(t, { email, username: 'Ada' });
    const [pending] = await t.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.idHash, sha256(id)));
    expectKeyedHash(pending!, signupCode);
    const signedUp = await t.post<{ token: string }>('/api/auth/signup', { id, code: signupCode });
    expect(signedUp.body.code).toBe(0);

    const login = await startLogin(t, { email, password: STRONG_PASSWORD });
    const ticket = (login.body.data as Extract<LoginOtpResult, { step: 'otp' }>).token;
    const [ticketRow] = await t.db
      .select()
      .from(loginTickets)
      .where(eq(loginTickets.ticketHash, sha256(ticket)));
    expectKeyedHash(ticketRow!, codeIn(t.mail.lastTo(email)));

    const token = signedUp.body.data.token;
    expect((await t.post('/api/user/phone/otp', { phone: PHONE }, { token })).body.code).toBe(0);
    const phoneCode = /(\d{6})/.exec(t.sms.at(-1)!.text)![1]!;
    const userId = await userIdOf(t.db, email);
    const [contact] = await t.db
      .select()
      .from(contactVerifications)
      .where(and(eq(contactVerifications.userId, userId), eq(contactVerifications.purpose, 'phone')));
    expectKeyedHash(contact!, phoneCode);
  });

  test('a code stored as a bare SHA-256 (written before the upgrade) no longer works: 2007', async () => {
    const email = uniqueEmail('upgraded');
    const { id, code } = await startSignup(t, { email, username: 'Ada' });
    await t.db
      .update(pendingSignups)
      .set({ codeHash: sha256(code) })
      .where(eq(pendingSignups.idHash, sha256(id)));
    expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(2007);
  });
});
