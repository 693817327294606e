/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) as authenticator apps compute them: HMAC-SHA-1,
 * 6 digits, 30-second steps, secrets as RFC 4648 base32. Written on node:crypto, as the algorithm is a page
 * long and a dependency would add more surface than it saves.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOTP_DIGITS = 6;
const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that are accepted, for clock drift between the phone and the server. */
const TOTP_WINDOW = 1;
/** 160 bits: the HMAC-SHA-1 block size RFC 4226 recommends. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding as apps and people write it; null when not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The HOTP value of `counter` (RFC 4226 section 5.3: dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpCode(secret: string, at: Date): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('the TOTP secret is not base32');
  return hotp(key, totpStep(at));
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `at`, or null. A step at or before `lastStep`
 * is refused: each code works once (RFC 6238 section 5.2), even within its 30 seconds.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null = null,
): number | null {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  let matched: number | null = null;
  // Every candidate is computed and compared, so timing does not tell which step matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const equal = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (equal && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}

/** The `otpauth://` URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
