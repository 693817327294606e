import { describe, expect, test } from 'vitest';
import { ATTEMPTS_LOCKOUT_MS, PASSWORD_LOCK_MS } from '@beacon/shared';
import { auditOf, userIdOf } from '../../testing/db-helpers.js';
import { STRONG_PASSWORD, signUp, solvedCaptcha, startLogin, uniqueEmail } from '../../testing/flows.js';
import { codeIn } from '../../testing/memory-mailer.js';
import { useTestApp } from '../../testing/test-app.js';
import { addMs } from '../../lib/clock.js';
import { sha256 } from '../../lib/crypto.js';
import { claimLoginCodeAttempt, useLoginTicket } from './login-ticket-repo.js';
import { claimUserAttempt, clearUserAttempts } from './user-attempts-repo.js';
import { claimSignupCodeAttempt, usePendingSignup } from './signup-repo.js';

/**
 * The HTTP tests send real parallel requests; they bite hardest on PostgreSQL, where requests interleave
 * freely (PGlite runs one query at a time). The repository tests pin the one interleaving that matters on
 * both: a right answer claimed before the lock, finishing after it.
 */
const t = useTestApp();

const PARALLEL = 20;

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

function countOf(codes: number[], code: number): number {
  return codes.filter((c) => c === code).length;
}

async function loginTicket() {
  const user = await signUp(t);
  const { body } = await startLogin(t, user);
  const ticket = (body.data as { token: string }).token;
  return { user, ticket, code: codeIn(t.mail.lastTo(user.email)) };
}

async function pendingSignup() {
  const email = uniqueEmail('race');
  const captcha = await solvedCaptcha(t);
  const started = await t.post<{ id: string }>('/api/auth/signup/otp', {
    email,
    username: 'Race Condition',
    password: STRONG_PASSWORD,
    captcha,
    agree: true,
  });
  return { id: started.body.data.id, code: codeIn(t.mail.lastTo(email)) };
}

describe('wrong passwords sent in parallel', () => {
  test('get no more than five checks: four are 2001, the rest 2002, and the user is locked', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'Not-The-Password-1' };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => startLogin(t, wrong)));
    const codes = answers.map((a) => a.body.code);
    expect(countOf(codes, 2001)).toBe(4);
    expect(countOf(codes, 2002)).toBe(PARALLEL - 4);
    const audit = await auditOf(t.db, user.email);
    expect(audit.filter((e) => e.detail?.reason === 'password')).toHaveLength(5);
    expect(audit.filter((e) => e.action === 'login.lockout')).toHaveLength(1);
    expect((await startLogin(t, user)).body.code).toBe(2002);
    t.clock.advance(PASSWORD_LOCK_MS);
    expect((await startLogin(t, user)).body.code).toBe(0);
  });

  test('let the right password through only if it was among the first five checked', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'Not-The-Password-1' };
    const answers = await Promise.all([
      ...Array.from({ length: PARALLEL }, () => startLogin(t, wrong)),
      startLogin(t, user),
    ]);
    const right = answers.at(-1)!.body.code;
    const wrongChecks = (await auditOf(t.db, user.email)).filter((e) => e.detail?.reason === 'password');
    expect(wrongChecks.length + (right === 0 ? 1 : 0)).toBeLessThanOrEqual(5);
    if (right !== 0) {
      expect(right).toBe(2002);
      expect((await startLogin(t, user)).body.code).toBe(2002);
    }
  });

  test('a right password checked before the lock does not win once parallel wrong ones locked the user', async () => {
    const user = await signUp(t);
    const userId = await userIdOf(t.db, user.email);
    const now = t.clock.now();
    const lockUntil = addMs(now, PASSWORD_LOCK_MS);
    const rightOne = (await claimUserAttempt(t.db, 'password', userId, now, lockUntil))!;
    const others = [];
    for (let i = 2; i <= 5; i += 1)
      others.push(await claimUserAttempt(t.db, 'password', userId, now, lockUntil));
    expect(others.at(-1)?.heldLock).toEqual(lockUntil);
    expect(await claimUserAttempt(t.db, 'password', userId, now, lockUntil)).toBeUndefined();
    expect(await clearUserAttempts(t.db, 'password', userId, now, rightOne)).toBe(false);
    // The attempt that set the lock may still be the right one, and then it lifts its own lock.
    expect(await clearUserAttempts(t.db, 'password', userId, now, others.at(-1)!)).toBe(true);
    expect((await startLogin(t, user)).body.code).toBe(0);
  });
});

describe('wrong sign-in codes sent in parallel', () => {
  test('get no more than five checks, and the right code sent with them does not win after the lock', async () => {
    const { user, ticket, code } = await loginTicket();
    const answers = await Promise.all([
      ...Array.from({ length: PARALLEL }, () =>
        t.post('/api/auth/login', { token: ticket, code: otherCode(code) }),
      ),
      t.post('/api/auth/login', { token: ticket, code }),
    ]);
    const codes = answers.map((a) => a.body.code);
    const right = codes.at(-1)!;
    const wrongChecks = (await auditOf(t.db, user.email)).filter((e) => e.detail?.reason === 'code');
    expect(wrongChecks.length + (right === 0 ? 1 : 0)).toBeLessThanOrEqual(5);
    expect(countOf(codes.slice(0, -1), 2007)).toBeLessThanOrEqual(4);
    if (right !== 0) {
      expect(right).toBe(1007);
      expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(1007);
    }
  });

  test('a right code checked before the lock cannot use a ticket locked meanwhile (1007 via the API)', async () => {
    const { ticket } = await loginTicket();
    const ticketHash = sha256(ticket);
    const now = t.clock.now();
    const lockUntil = addMs(now, ATTEMPTS_LOCKOUT_MS);
    const rightOne = (await claimLoginCodeAttempt(t.db, ticketHash, now, lockUntil))!;
    for (let i = 2; i <= 5; i += 1) await claimLoginCodeAttempt(t.db, ticketHash, now, lockUntil);
    expect(await claimLoginCodeAttempt(t.db, ticketHash, now, lockUntil)).toBeUndefined();
    expect(await useLoginTicket(t.db, ticketHash, now, rightOne)).toBe('locked');
    expect(await useLoginTicket(t.db, ticketHash, now, { heldLock: lockUntil })).toBe('used');
    expect(await useLoginTicket(t.db, ticketHash, now, { heldLock: lockUntil })).toBe('gone');
  });
});

describe('wrong sign-up codes sent in parallel', () => {
  test('get no more than five checks, and the right code sent with them does not win after the lock', async () => {
    const { id, code } = await pendingSignup();
    const answers = await Promise.all([
      ...Array.from({ length: PARALLEL }, () => t.post('/api/auth/signup', { id, code: otherCode(code) })),
      t.post('/api/auth/signup', { id, code }),
    ]);
    const codes = answers.map((a) => a.body.code);
    const right = codes.at(-1)!;
    // Every checked wrong code is 2007 except the one that locked (1007); so at most 4 of them.
    expect(countOf(codes.slice(0, -1), 2007)).toBeLessThanOrEqual(4);
    if (right !== 0) {
      expect(right).toBe(1007);
      expect((await t.post('/api/auth/signup', { id, code })).body.code).toBe(1007);
    }
  });

  test('a right code checked before the lock cannot finish a sign-up locked meanwhile', async () => {
    const { id } = await pendingSignup();
    const idHash = sha256(id);
    const now = t.clock.now();
    const lockUntil = addMs(now, ATTEMPTS_LOCKOUT_MS);
    const rightOne = (await claimSignupCodeAttempt(t.db, idHash, now, lockUntil))!;
    for (let i = 2; i <= 5; i += 1) await claimSignupCodeAttempt(t.db, idHash, now, lockUntil);
    expect(await claimSignupCodeAttempt(t.db, idHash, now, lockUntil)).toBeUndefined();
    expect(await usePendingSignup(t.db, idHash, now, rightOne)).toBe('locked');
    expect((await t.post(`/api/auth/signup/test/${id}`)).body.code).toBe(0);
  });
});
