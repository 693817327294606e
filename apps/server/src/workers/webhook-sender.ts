/**
 * The webhook sender worker: claims due deliveries from the outbox (SKIP LOCKED, so several workers share
 * it), POSTs up to `concurrency` at once, and records every attempt and its outcome in bulk. Delivery is at
 * least once: a claim is a lease, so a delivery whose worker died is tried again when the lease runs out.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
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
  const inFlight = new Set<Promise<void>>();
  let outcomes: DeliveryOutcome[] = [];
  /** Claimed deliveries whose outcome is not stored yet: `inFlight` is 0 only once the table says it all. */
  let unstored = 0;
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let isStopping = false;
  let wakeUp: (() => void) | null = null;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    flushing ??= (async () => {
      while (outcomes.length > 0) {
        const batch = outcomes;
        outcomes = [];
        try {
          await writeDeliveryOutcomes(db, batch);
        } catch (error) {
          // The leases run out and the deliveries are tried again: at least once.
          logger.error({ err: error, outcomes: batch.length }, 'webhooks: outcomes could not be stored');
        } finally {
          unstored -= batch.length;
        }
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function track(delivery: ClaimedDelivery): void {
    unstored += 1;
    const run = options
      .deliver(delivery)
      .then((outcome) => {
        if (outcome.error) {
          logger.info(
            {
              deliveryId: delivery.id,
              attempt: delivery.attempt,
              error: outcome.error,
              state: outcome.state,
            },
            'webhooks: attempt failed',
          );
        }
        outcomes.push(outcome);
        flushTimer ??= setTimeout(() => void flush(), 10);
      })
      .catch((error: unknown) => {
        unstored -= 1;
        logger.error({ err: error, deliveryId: delivery.id }, 'webhooks: unexpected failure');
      })
      .finally(() => {
        inFlight.delete(run);
        wakeUp?.();
      });
    inFlight.add(run);
  }

  async function run(): Promise<void> {
    while (!isStopping) {
      const capacity = options.concurrency - inFlight.size;
      if (capacity <= 0) {
        await pause(options.pollMs);
        continue;
      }
      let claimed: ClaimedDelivery[];
      try {
        const now = clock();
        claimed = await claimDueDeliveries(db, {
          now,
          leaseUntil: new Date(now.getTime() + options.leaseMs),
          limit: Math.min(capacity, options.batchSize),
        });
      } catch (error) {
        logger.error({ err: error }, 'webhooks: claiming failed');
        await pause(Math.max(options.pollMs, 1_000));
        continue;
      }
      for (const delivery of claimed) track(delivery);
      if (claimed.length === 0) await pause(options.pollMs);
    }
  }

  return {
    start() {
      loop ??= run();
    },
    wake() {
      wakeUp?.();
    },
    async stop() {
      isStopping = true;
      wakeUp?.();
      await loop;
      await Promise.allSettled([...inFlight]);
      await flush();
    },
    get inFlight() {
      return unstored;
    },
  };
}
