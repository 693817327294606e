/**
 * Verify codes: drawn from the CSPRNG, kept only as HMAC-SHA256 under a key derived from CODE_HMAC_KEY and
 * bound to the verification's id (a hash copied to another row does not match there), compared in constant
 * time.
 */
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function createCodeHasher(codeHmacKey: string) {
  const key = Buffer.from(hkdfSync('sha256', codeHmacKey, 'beacon', 'verify-code', 32));
  const hashOf = (verificationId: string, code: string) =>
    createHmac('sha256', key).update(`${verificationId}:${code}`).digest('hex');
  return {
    hashOf,
    matches(verificationId: string, code: string, hash: string): boolean {
      const actual = Buffer.from(hashOf(verificationId, code), 'hex');
      const expected = Buffer.from(hash, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** The code as it appears in everything stored: one `*` per digit, so length, encoding and segments hold. */
export const maskCode = (code: string) => '*'.repeat(code.length);
