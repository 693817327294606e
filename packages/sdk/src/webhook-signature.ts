/**
 * The receiver's side of API.md's webhook signature: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`, one `v1` per live secret while a rotated one is still valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when some `v1` of `header` is the HMAC of `rawBody` under `secret` and its `t` is at most
 * `toleranceSeconds` old (API.md: receivers reject events older than 5 minutes). `rawBody` is the body exactly
 * as received — parse it only after this says yes. `nowSeconds` is for tests.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string | Uint8Array,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1_000),
): boolean {
  if (!secret || !header) return false;
  const fields = header.split(',').map((field) => {
    const at = field.indexOf('=');
    return [field.slice(0, at).trim(), field.slice(at + 1).trim()] as const;
  });
  const stamps = fields.filter(([key]) => key === 't');
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0]![1])) return false;
  const timestamp = Number(stamps[0]![1]);
  // Older than the tolerance is a replay; further ahead than it is a clock no one should trust.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest();
  let matched = false;
  for (const [key, value] of fields) {
    if (key !== 'v1' || !/^[0-9a-f]{64}$/i.test(value)) continue;
    // Every candidate is compared in full, so the time taken says nothing about which one matched.
    if (timingSafeEqual(Buffer.from(value, 'hex'), expected)) matched = true;
  }
  return matched;
}
