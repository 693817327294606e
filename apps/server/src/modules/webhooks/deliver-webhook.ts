/**
 * One delivery attempt: the body in API.md's key order, signed with every live secret, POSTed, and the
 * outcome — delivered on a 2xx, else due again after an exponential backoff (30 s doubling, capped at 1 h,
 * with jitter) until its 24 hours are up, then failed (docs/messaging-engine.md, "Webhooks").
 */
import type { Clock } from '../../lib/clock.js';
import { computeBackoffMs } from '../../engine/index.js';
import { serializeWebhookEvent } from './events.js';
import type { WebhookUrlGuard } from '../../lib/webhook-url-guard.js';
import { postWebhook } from './post-webhook.js';
import type { ClaimedDelivery, DeliveryOutcome } from './repo.js';
import { signatureHeader } from './signature.js';

const WEBHOOK_BACKOFF = { minMs: 30_000, maxMs: 3_600_000 } as const;
const USER_AGENT = 'Beacon-Webhooks/1.0';
/** The attempt log's reason for giving up a delivery whose URL was cleared after the event was written. */
export const URL_NOT_SET_ERROR = 'webhook URL not set in the SMS settings';

export interface DeliverWebhookDeps {
  clock: Clock;
  guard: WebhookUrlGuard;
  timeoutMs: number;
  random?: () => number;
}

/** The secrets to sign with now: the current one, and the previous one until it expires. */
export function liveSecrets(signing: ClaimedDelivery['signing'], now: Date): string[] {
  if (!signing.enabled || !signing.secret) return [];
  const secrets = [signing.secret];
  if (signing.previousSecret && signing.previousSecretExpiresAt && signing.previousSecretExpiresAt > now) {
    secrets.push(signing.previousSecret);
  }
  return secrets;
}

export function webhookRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  return computeBackoffMs(
    attempt - 1,
    { initialMs: WEBHOOK_BACKOFF.minMs, maxMs: WEBHOOK_BACKOFF.maxMs },
    random,
  );
}

export function createWebhookDeliverer(deps: DeliverWebhookDeps) {
  const random = deps.random ?? Math.random;
  return async function deliverWebhook(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    // Retrying could only post to a URL the customer removed: the delivery ends here, with the reason kept.
    if (delivery.url === null) {
      return {
        id: delivery.id,
        attempt: delivery.attempt,
        at: deps.clock(),
        url: null,
        httpStatus: null,
        error: URL_NOT_SET_ERROR,
        durationMs: 0,
        responseSnippet: null,
        state: 'failed',
        nextDueAt: null,
      };
    }
    const url = delivery.url;
    const body = serializeWebhookEvent(JSON.parse(delivery.payload) as Record<string, unknown>);
    const at = deps.clock();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-beacon-event': delivery.event,
      'x-beacon-delivery': String(delivery.id),
    };
    const secrets = liveSecrets(delivery.signing, at);
    if (secrets.length > 0) {
      headers['x-signature'] = signatureHeader(secrets, Math.floor(at.getTime() / 1000), body);
    }
    const result = await postWebhook(url, body, headers, {
      timeoutMs: deps.timeoutMs,
      guard: deps.guard,
    });
    const finishedAt = deps.clock();
    if (result.error === null) {
      return {
        id: delivery.id,
        attempt: delivery.attempt,
        at,
        url,
        ...result,
        state: 'delivered',
        nextDueAt: null,
      };
    }
    if (finishedAt >= delivery.giveUpAt) {
      return {
        id: delivery.id,
        attempt: delivery.attempt,
        at,
        url,
        ...result,
        state: 'failed',
        nextDueAt: null,
      };
    }
    const next = new Date(
      Math.min(
        finishedAt.getTime() + webhookRetryDelayMs(delivery.attempt, random),
        delivery.giveUpAt.getTime(),
      ),
    );
    return {
      id: delivery.id,
      attempt: delivery.attempt,
      at,
      url,
      ...result,
      state: 'pending',
      nextDueAt: next,
    };
  };
}

export type DeliverWebhook = ReturnType<typeof createWebhookDeliverer>;
