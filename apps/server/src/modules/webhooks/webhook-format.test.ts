import { describe, expect, test } from 'vitest';
import { liveSecrets, webhookRetryDelayMs } from './deliver-webhook.js';
import { messageStatusEvent, serializeWebhookEvent } from './events.js';
import { signatureHeader, signatureOf, verifySignatureHeader } from './signature.js';

describe('webhook bodies', () => {
  test('keep the keys in the order of API.md whatever order they come in', () => {
    const event = messageStatusEvent({
      id: 'SM1',
      to: '+14155550100',
      status: 'delivered',
      errorCode: null,
      segments: 2,
      costMicros: 15_000n,
      at: new Date('2026-03-02T09:00:00Z'),
    });
    const shuffled = Object.fromEntries(Object.entries(event).reverse());
    expect(serializeWebhookEvent(shuffled)).toBe(
      '{"event":"message.status","messageId":"SM1","to":"+14155550100","status":"delivered","errorCode":null,' +
        '"segments":2,"cost":"0.015","timestamp":"2026-03-02T09:00:00.000Z"}',
    );
  });
});

describe('signatures', () => {
  test('are HMAC-SHA256 of "<t>.<body>" in hex, one v1 per secret', () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signatureOf('secret', 1_700_000_000, '{"a":1}')).toBe(
      '49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
    const header = signatureHeader(['new-secret', 'old-secret'], 1_700_000_000, '{"a":1}');
    expect(header.split(',')).toEqual([
      't=1700000000',
      `v1=${signatureOf('new-secret', 1_700_000_000, '{"a":1}')}`,
      `v1=${signatureOf('old-secret', 1_700_000_000, '{"a":1}')}`,
    ]);
    expect(verifySignatureHeader(header, 'old-secret', '{"a":1}', 1_700_000_100)).toBe(true);
    expect(verifySignatureHeader(header, 'old-secret', '{"a":2}', 1_700_000_100)).toBe(false);
    // Receivers refuse events older than five minutes.
    expect(verifySignatureHeader(header, 'new-secret', '{"a":1}', 1_700_000_301)).toBe(false);
  });

  test('use the previous secret only until it expires, and none when signing is off', () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const signing = {
      enabled: true,
      secret: 'new',
      previousSecret: 'old',
      previousSecretExpiresAt: new Date('2026-03-02T10:00:00Z'),
    };
    expect(liveSecrets(signing, now)).toEqual(['new', 'old']);
    expect(liveSecrets(signing, new Date('2026-03-02T10:00:00Z'))).toEqual(['new']);
    expect(liveSecrets({ ...signing, enabled: false }, now)).toEqual([]);
    expect(liveSecrets({ ...signing, secret: null }, now)).toEqual([]);
  });
});

describe('webhook retries', () => {
  test.each([
    [1, 15_000, 30_000],
    [2, 30_000, 60_000],
    [5, 240_000, 480_000],
    [8, 1_800_000, 3_600_000],
    [20, 1_800_000, 3_600_000],
  ])('attempt %i waits between %i and %i ms', (attempt, min, max) => {
    expect(webhookRetryDelayMs(attempt, () => 0)).toBe(min);
    expect(webhookRetryDelayMs(attempt, () => 0.999999)).toBeLessThanOrEqual(max);
    expect(webhookRetryDelayMs(attempt, () => 0.999999)).toBeGreaterThan(max - 10);
  });
});
