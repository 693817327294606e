/**
 * The periodic receipt expiry of the worker role: every `intervalMs`, messages still `sent` past their receipt
 * deadline are expired in bounded batches (modules/delivery/receipt-expiry.ts). Batches are claimed with
 * SKIP LOCKED, so every worker process runs a sweeper and they share the work.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createPeriodicJob } from '../engine/index.js';
import { expireUnreceiptedMessages, type RecentSubmissions } from '../modules/delivery/index.js';
import type { FinalOutcome } from '../modules/routing/index.js';

export interface ReceiptExpirySweeperOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** Carrier ids remembered for receipt matching: an expired message's are forgotten. */
  recent?: RecentSubmissions;
  /** Told of the messages a batch expired: a carrier that never answers counts against its delivery rate. */
  onFinals?: (finals: FinalOutcome[]) => void;
  intervalMs?: number;
  batchSize?: number;
  /** Batches per run at most, so one run over a large backlog does not hold the loop for long. */
  maxBatchesPerRun?: number;
}

export interface ReceiptExpirySweeper {
  start(): void;
  /** Expires what is due now; answers how many messages it made final. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/** A deadline is hours away from the send: a minute late is nothing, and an idle sweep is one index probe. */
const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_MAX_BATCHES_PER_RUN = 20;

export function createReceiptExpirySweeper(options: ReceiptExpirySweeperOptions): ReceiptExpirySweeper {
  const { db, clock, logger } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxBatches = options.maxBatchesPerRun ?? DEFAULT_MAX_BATCHES_PER_RUN;
  let isStopped = false;

  async function sweepBatches(): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < maxBatches && !isStopped; batch += 1) {
      const expired = await expireUnreceiptedMessages(db, { clock, limit: batchSize });
      total += expired.length;
      const at = clock();
      const finals: FinalOutcome[] = [];
      for (const message of expired) {
        if (!message.carrier) continue;
        for (const id of message.carrierIds) if (id) options.recent?.forget(message.carrier, id);
        finals.push({
          carrier: message.carrier,
          country: message.country,
          status: 'expired',
          sentAt: null,
          at,
        });
      }
      if (finals.length > 0) options.onFinals?.(finals);
      if (expired.length < batchSize) break;
    }
    if (total > 0) logger.info({ expired: total }, 'receipts: messages with no receipt expired');
    return total;
  }

  const job = createPeriodicJob({
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    run: sweepBatches,
    onError: (error) => logger.error({ err: error }, 'receipts: expiry sweep failed'),
  });

  return {
    start: () => job.start(),
    sweep: () => job.runNow(),
    async stop() {
      isStopped = true;
      await job.stop();
    },
  };
}
