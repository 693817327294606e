/** Random secrets for codes, tickets and tokens, and the one-way form in which they are stored. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@beacon/shared';

/** 32 random bytes, base64url: URL-safe for links and cookies, 256 bits against guessing. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random numeric code with leading zeros kept, e.g. "042917". */
export function randomCode(length = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** For 256-bit random tokens: nobody can try them all, so a plain hash keeps a leaked table useless. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * For short codes: a million six-digit codes are hashed in a second, so a bare SHA-256 would hand a leaked
 * table's live codes to anyone; keyed with a server secret they cannot be tried without the key.
 */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
