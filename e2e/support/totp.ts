/**
 * What an authenticator app computes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) from the setup key
 * the console shows, so a journey can sign in with the app's code without a phone.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOTP_STEP_MS = 30_000;

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${text}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function totpStep(at = Date.now()): number {
  return Math.floor(at / TOTP_STEP_MS);
}

/** The code of one 30-second step, as the app shows it during that step. */
function totpCodeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export function totpCode(secret: string, at = Date.now()): string {
  return totpCodeOfStep(secret, totpStep(at));
}

/**
 * The server accepts the codes of one step either side of its clock (TOTP_WINDOW in apps/server/src/lib/totp.ts)
 * and never a step at or before the last one used. A previous step's code is only chosen while at least this
 * long remains of the current step: the server checks it a moment later, and must still count it as adjacent.
 */
const PREVIOUS_STEP_MARGIN_MS = 10_000;

/**
 * The earliest code the server will take now after `usedStep` was used (null: none used yet): the previous,
 * current or next step's, as a phone whose clock is a little behind or ahead would show. Three codes in a row
 * need no wait; it waits for the next step to begin only when the next step's code is already used, which
 * within three codes happens only when the first came in the last 10 s of a step (so the wait is shorter).
 */
export async function freshTotp(
  secret: string,
  usedStep: number | null,
): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const current = totpStep(now);
    const leftInStep = (current + 1) * TOTP_STEP_MS - now;
    const earliest = leftInStep >= PREVIOUS_STEP_MARGIN_MS ? current - 1 : current;
    const step = Math.max(earliest, usedStep === null ? earliest : usedStep + 1);
    if (step <= current + 1) return { code: totpCodeOfStep(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, leftInStep + 200));
  }
}
