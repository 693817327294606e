/**
 * The rules every e-mailed or texted code follows, for sign-up and sign-in alike (API.md): 5 wrong codes
 * lock the ticket for 10 minutes (1007); a new code at most once a minute (1005) and 5 sends in all (1007).
 * Code attempts are claimed in the database before the code is checked (attempt-sql.ts), so the 5 hold
 * against parallel guesses too. Codes are stored as HMAC-SHA256 under CODE_HMAC_KEY (`codeKey`), never as a
 * bare hash: rows written by a version that stored SHA-256 no longer match, which only ends codes that live
 * 10 minutes anyway.
 */
import { ATTEMPTS_LOCKOUT_MS, ErrorCode, MAX_CODE_SENDS, RESEND_INTERVAL_MS } from '@beacon/shared';
import { AppError } from '../../lib/app-error.js';
import { addMs } from '../../lib/clock.js';
import { digestsEqual, hmacSha256, randomCode } from '../../lib/crypto.js';
import type { AttemptClaim, UseOutcome } from './attempt-sql.js';

export interface CodeState {
  codeHash: string;
  lockedUntil: Date | null;
  sendCount: number;
  lastSentAt: Date;
}

export function newCode(codeKey: string): { code: string; codeHash: string } {
  const code = randomCode();
  return { code, codeHash: hmacSha256(codeKey, code) };
}

export function assertNotLocked(state: Pick<CodeState, 'lockedUntil'>, now: Date): void {
  if (state.lockedUntil && state.lockedUntil > now) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
}

export function assertCanResend(state: CodeState, now: Date): void {
  assertNotLocked(state, now);
  if (state.sendCount >= MAX_CODE_SENDS) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
  if (now.getTime() - state.lastSentAt.getTime() < RESEND_INTERVAL_MS)
    throw new AppError(ErrorCode.RATE_LIMITED);
}

export function isCodeCorrect(codeKey: string, state: Pick<CodeState, 'codeHash'>, code: string): boolean {
  return digestsEqual(hmacSha256(codeKey, code), state.codeHash);
}

export function lockoutEnd(now: Date): Date {
  return addMs(now, ATTEMPTS_LOCKOUT_MS);
}

/** The answer to a wrong code, once it has been counted: 1007 if that attempt locked the ticket. */
export function wrongCodeError(didLock: boolean): AppError {
  return new AppError(didLock ? ErrorCode.TOO_MANY_ATTEMPTS : ErrorCode.CODE_INCORRECT);
}

/** The claim of one code attempt; none means the ticket is locked (1007). */
export function assertClaimed(claim: AttemptClaim | undefined): AttemptClaim {
  if (!claim) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
  return claim;
}

/** A right code whose ticket was locked by parallel wrong guesses meanwhile is 1007; one used already 2013. */
export function assertUsed(outcome: UseOutcome): void {
  if (outcome === 'locked') throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
  if (outcome === 'gone') throw new AppError(ErrorCode.LINK_INVALID);
}
