/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (API.md). While a rotated
 * secret is still valid the header carries one `v1` per live secret, newest first, so a receiver that knows
 * either accepts the event.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(
    ',',
  );
}

/**
 * What a receiver does (and what the tests check): some `v1` matches `secret` and `t` is within
 * `toleranceSeconds` of `nowSeconds`.
 */
export function verifySignatureHeader(
  header: string,
  secret: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const fields = header.split(',').map((field) => field.split('=') as [string, string]);
  const timestamp = Number(fields.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return fields
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
