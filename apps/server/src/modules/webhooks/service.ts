/**
 * The console's webhook calls (docs/sms-console-api.md): a `webhook.test` event to the status or inbound URL,
 * a manual resend of a delivery (due now, with a fresh 24-hour retry window), and a message's deliveries
 * with every attempt for the log's detail view.
 */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError } from '../../lib/field-error.js';
import { WEBHOOK_RETRY_WINDOW_MS } from '../delivery/outbox-sql.js';
import type { WebhookTestEvent } from './events.js';
import { findWebhookUrls, insertDelivery, listDeliveriesOfMessage, requeueDelivery } from './repo.js';

export interface WebhookServiceDeps {
  db: Database;
  clock: Clock;
  /** Told when a delivery becomes due now, e.g. to wake this process's webhook sender. */
  onQueued?: () => void;
}

export function createWebhookService({ db, clock, onQueued }: WebhookServiceDeps) {
  return {
    async sendTest(accountId: string, kind: 'status' | 'inbound'): Promise<{ deliveryId: number }> {
      const url = (await findWebhookUrls(db, accountId))[kind];
      if (!url) throw fieldError(['kind'], 'webhookUrlNotSet');
      const at = clock();
      const payload: WebhookTestEvent = {
        event: 'webhook.test',
        kind,
        accountId,
        timestamp: at.toISOString(),
      };
      const deliveryId = await insertDelivery(db, {
        accountId,
        messageId: null,
        event: 'webhook.test',
        url,
        payload: { ...payload },
        at,
        giveUpAt: new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS),
      });
      onQueued?.();
      return { deliveryId };
    },

    async resend(accountId: string, deliveryId: number): Promise<void> {
      const at = clock();
      const found = await requeueDelivery(
        db,
        accountId,
        deliveryId,
        at,
        new Date(at.getTime() + WEBHOOK_RETRY_WINDOW_MS),
      );
      if (!found) throw fieldError(['deliveryId'], 'deliveryIdInvalid');
      onQueued?.();
    },

    async historyOfMessage(accountId: string, messageId: string) {
      const deliveries = await listDeliveriesOfMessage(db, accountId, messageId);
      return deliveries.map((delivery) => ({
        id: delivery.id,
        event: delivery.event,
        url: delivery.url,
        state: delivery.state,
        attempts: delivery.attempts,
        createdAt: delivery.createdAt.toISOString(),
        attemptLog: delivery.attemptLog.map((attempt) => ({
          at: attempt.at.toISOString(),
          httpStatus: attempt.httpStatus,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
      }));
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
