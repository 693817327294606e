/**
 * The console's webhook calls (docs/sms-console-api.md): a `webhook.test` event to the status or inbound URL,
 * a manual resend of a delivery (due now, with a fresh 24-hour retry window), the account's recent
 * deliveries for the settings page, and a message's deliveries with every attempt for the log's detail view.
 */
import type { WebhookDeliveryPage, WebhookKind, WebhookTestEvent, WebhookTestResult } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError } from '../../lib/field-error.js';
import { WEBHOOK_RETRY_WINDOW_MS } from './outbox-sql.js';
import { webhookKindOf } from './events.js';
import { findAccountDeliveries } from './history-repo.js';
import {
  findDelivery,
  findWebhookUrls,
  insertDelivery,
  listDeliveriesOfMessage,
  requeueDelivery,
} from './repo.js';

/** A page cursor is the last delivery id shown: ids only grow, and nothing about it is secret. */
const CURSOR_PATTERN = /^[1-9]\d{0,15}$/;

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

export interface WebhookServiceDeps {
  db: Database;
  clock: Clock;
  /** Told when a delivery becomes due now, e.g. to wake this process's webhook sender. */
  onQueued?: () => void;
}

export function createWebhookService({ db, clock, onQueued }: WebhookServiceDeps) {
  return {
    async sendTest(accountId: string, kind: WebhookKind): Promise<WebhookTestResult> {
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
      const delivery = await findDelivery(db, accountId, deliveryId);
      if (!delivery) throw fieldError(['deliveryId'], 'deliveryIdInvalid');
      // The sender would give it up at once: say so now instead of queueing an attempt that cannot be made.
      const urls = await findWebhookUrls(db, accountId);
      if (!urls[webhookKindOf(delivery.event, delivery.payload)]) {
        throw fieldError(['deliveryId'], 'webhookUrlNotSet');
      }
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

    async listDeliveries(
      accountId: string,
      page: { cursor?: string; limit: number },
    ): Promise<WebhookDeliveryPage> {
      if (page.cursor !== undefined && !CURSOR_PATTERN.test(page.cursor)) {
        throw fieldError(['cursor'], 'logCursorInvalid');
      }
      const rows = await findAccountDeliveries(db, accountId, {
        beforeId: page.cursor === undefined ? null : Number(page.cursor),
        limit: page.limit + 1,
      });
      const items = rows.slice(0, page.limit);
      return {
        items: items.map((row) => ({
          id: row.id,
          event: row.event,
          messageId: row.messageId,
          url: row.url,
          state: row.state,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          lastAttemptAt: isoOrNull(row.lastAttemptAt),
          lastAttemptUrl: row.lastAttemptUrl,
          lastHttpStatus: row.lastHttpStatus,
          lastError: row.lastError,
          nextAttemptAt: isoOrNull(row.nextAttemptAt),
        })),
        nextCursor: rows.length > page.limit ? String(items.at(-1)!.id) : null,
      };
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
          url: attempt.url,
          httpStatus: attempt.httpStatus,
          error: attempt.error,
          durationMs: attempt.durationMs,
        })),
      }));
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
