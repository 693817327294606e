/**
 * The webhook sender worker: claims due deliveries from the outbox (SKIP LOCKED, so several workers share
 * it), POSTs up to `concurrency` at once, and records every attempt and its outcome in bulk. Delivery is at
 * least once: a claim is a lease, so a delivery whose worker died is tried again when the lease runs out.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createBatchCoalescer, createLeasedQueuePoller } from '../engine/index.js';
import {
  claimDueDeliveries,
  type ClaimedDelivery,
  type DeliverWebhook,
  type DeliveryOutcome,
  writeDeliveryOutcomes,
} from '../modules/webhooks/index.js';

export interface WebhookSenderOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  deliver: DeliverWebhook;
  concurrency: number;
  batchSize: number;
  /** A claim's lease: longer than the POST timeout. */
  leaseMs: number;
  pollMs: number;
}

export interface WebhookSender {
  start(): void;
  wake(): void;
  /** Stops claiming, lets POSTs in flight finish (each is bounded by its timeout) and stores their outcomes. */
  stop(): Promise<void>;
  /** Deliveries claimed whose outcome is not stored yet (posting, or answered and waiting for the write). */
  readonly inFlight: number;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { db, clock, logger } = options;
  /** Claimed deliveries whose outcome is not stored yet: `inFlight` is 0 only once the table says it all. */
  let unstored = 0;
  const outcomes = createBatchCoalescer<DeliveryOutcome>({
    delayMs: 10,
    async write(batch) {
      try {
        await writeDeliveryOutcomes(db, batch);
      } catch (error) {
        // The leases run out and the deliveries are tried again: at least once.
        logger.error({ err: error, outcomes: batch.length }, 'webhooks: outcomes could not be stored');
      } finally {
        unstored -= batch.length;
      }
    },
  });
  const poller = createLeasedQueuePoller<ClaimedDelivery, null>({
    name: 'webhooks',
    logger,
    concurrency: options.concurrency,
    batchSize: options.batchSize,
    pollMs: options.pollMs,
    claimAfterEachDone: true,
    claim(limit) {
      const now = clock();
      return claimDueDeliveries(db, { now, leaseUntil: new Date(now.getTime() + options.leaseMs), limit });
    },
    batchContext: () => null,
    async handle(delivery) {
      unstored += 1;
      const outcome = await options.deliver(delivery);
      if (outcome.error) {
        logger.info(
          { deliveryId: delivery.id, attempt: delivery.attempt, error: outcome.error, state: outcome.state },
          'webhooks: attempt failed',
        );
      }
      outcomes.add(outcome);
    },
    onError(error, delivery) {
      unstored -= 1;
      logger.error({ err: error, deliveryId: delivery.id }, 'webhooks: unexpected failure');
    },
  });

  return {
    start: () => poller.start(),
    wake: () => poller.wake(),
    async stop() {
      await poller.stopClaiming();
      await Promise.allSettled(poller.inFlightRows().map((row) => row.done));
      await outcomes.flush();
    },
    get inFlight() {
      return unstored;
    },
  };
}
