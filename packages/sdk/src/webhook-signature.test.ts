import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { verifyWebhookSignature } from './webhook-signature.js';

const SECRET = 'whsec-sdk-test';
const NOW = 1_772_442_000;
const BODY = '{"event":"message.status","messageId":"SM1","status":"delivered"}';
const sign = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
const header = (t: number, ...secrets: string[]) =>
  [`t=${t}`, ...secrets.map((secret) => `v1=${sign(secret, t, BODY)}`)].join(',');

describe('verifyWebhookSignature', () => {
  test('accepts the header API.md describes, over the raw body as a string or as bytes', () => {
    expect(verifyWebhookSignature(SECRET, header(NOW, SECRET), BODY, 300, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header(NOW, SECRET), Buffer.from(BODY), 300, NOW)).toBe(true);
  });

  test('accepts either v1 while a rotated secret is still signed with', () => {
    expect(verifyWebhookSignature(SECRET, header(NOW, 'newer', SECRET), BODY, 300, NOW)).toBe(true);
    expect(verifyWebhookSignature('newer', header(NOW, 'newer', SECRET), BODY, 300, NOW)).toBe(true);
  });

  test('rejects another secret, a changed body, a re-serialised body', () => {
    expect(verifyWebhookSignature('other', header(NOW, SECRET), BODY, 300, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header(NOW, SECRET), `${BODY} `, 300, NOW)).toBe(false);
    const reparsed = JSON.stringify(JSON.parse(BODY), null, 1);
    expect(verifyWebhookSignature(SECRET, header(NOW, SECRET), reparsed, 300, NOW)).toBe(false);
  });

  test('rejects an event older than the tolerance, and one from too far ahead', () => {
    expect(verifyWebhookSignature(SECRET, header(NOW - 300, SECRET), BODY, 300, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header(NOW - 301, SECRET), BODY, 300, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header(NOW - 301, SECRET), BODY, 600, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header(NOW + 301, SECRET), BODY, 300, NOW)).toBe(false);
  });

  test('rejects what is not a signature header', () => {
    const v1 = sign(SECRET, NOW, BODY);
    for (const bad of [
      undefined,
      null,
      '',
      `v1=${v1}`,
      `t=${NOW}`,
      `t=${NOW},t=${NOW},v1=${v1}`,
      `t=abc,v1=${v1}`,
      `t=${NOW},v1=${v1.slice(2)}`,
      `t=${NOW},v1=${'z'.repeat(64)}`,
      `t=${NOW},v0=${v1}`,
    ]) {
      expect(verifyWebhookSignature(SECRET, bad, BODY, 300, NOW), String(bad)).toBe(false);
    }
    expect(verifyWebhookSignature('', header(NOW, ''), BODY, 300, NOW)).toBe(false);
  });
});
