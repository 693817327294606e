/**
 * A webhook sender for route tests, on the test app's database and clock, posting to loopback receivers;
 * stopped after each test.
 */
import pino from 'pino';
import { afterEach } from 'vitest';
import { createWebhookUrlGuard } from '../lib/webhook-url-guard.js';
import { createWebhookDeliverer } from '../modules/webhooks/index.js';
import { createWebhookSender, type WebhookSender } from '../workers/webhook-sender.js';
import type { TestHarness } from './test-app.js';

export interface TestWebhookSender {
  start(): void;
  /** The sender started last (throws before `start`). */
  current(): WebhookSender;
}

export function useTestWebhookSender(t: TestHarness): TestWebhookSender {
  let sender: WebhookSender | null = null;
  afterEach(async () => {
    await sender?.stop();
    sender = null;
  });
  const start = () => {
    sender = createWebhookSender({
      db: t.db,
      clock: t.clock.now,
      logger: pino({ level: 'silent' }),
      concurrency: 4,
      batchSize: 4,
      leaseMs: 30_000,
      pollMs: 20,
      deliver: createWebhookDeliverer({
        clock: t.clock.now,
        timeoutMs: 2_000,
        guard: createWebhookUrlGuard({ allowPrivate: true }),
      }),
    });
    sender.start();
  };
  const current = () => {
    if (!sender) throw new Error('start the webhook sender first');
    return sender;
  };
  return { start, current };
}
