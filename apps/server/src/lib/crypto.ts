/** Random secrets for codes, tickets and tokens, and the one-way form in which they are stored. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@beacon/shared';

/** 32 random bytes, base64url: URL-safe for links and cookies, 256 bits against guessing. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random numeric code with leading zeros kept, e.g. "042917". */
export function randomCode(length = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
