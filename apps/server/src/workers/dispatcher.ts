/**
 * The dispatch worker: claims due messages in batches (FOR UPDATE SKIP LOCKED, so any number of workers
 * share the queue), keeps up to `concurrency` of them in flight so the SMPP windows stay full, and hands the
 * outcomes to the status writer, which stores them in bulk.
 *
 * Stopping is graceful: no new claims, in-flight submits get `drainMs` to finish, what is still waiting is
 * aborted and its lease released (back to `queued`, due now, the attempt not counted), and the outcomes are
 * flushed. `kill()` is the opposite, for tests: it stops as a crashed process would, leaving leases to run out.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createLeasedQueuePoller } from '../engine/index.js';
import {
  claimDueMessages,
  type ClaimedMessage,
  type DispatchContext,
  type DispatchMessage,
  type ReceiptApplier,
  type StatusWriter,
} from '../modules/delivery/index.js';

export interface DispatcherOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  dispatchMessage: DispatchMessage;
  writer: StatusWriter;
  /** Receipts of this process's submits: no claim while too many wait to be stored. */
  receipts?: Pick<ReceiptApplier, 'pending' | 'flush'>;
  /** Rows per claim. */
  batchSize: number;
  /** Messages in flight at most (claimed and not yet answered). */
  concurrency: number;
  /** How long a claim holds a row before another worker may take it (a crashed worker's rows come back). */
  leaseMs: number;
  /** Pause between claims while the queue is empty. */
  pollMs: number;
  /** Opens the sealed text of a message stored masked (Verify codes, docs/verify-api.md). */
  openSealed?: (sealed: string) => string | null;
}

export interface Dispatcher {
  start(): void;
  /** Claims at once instead of at the next poll (after an insert, for instance). */
  wake(): void;
  stop(options?: { drainMs?: number }): Promise<void>;
  kill(): void;
  readonly inFlight: number;
  /**
   * How many rows the first claim begun after this call took: proof that the queue was read at the clock's
   * present time, where a test would otherwise sleep and hope a poll happened. Rejects if the dispatcher stops.
   */
  nextClaim(): Promise<number>;
}

/** Time a submit keeps after the lease for its outcome to be written before the row can be claimed again. */
const LEASE_MARGIN_MS = 5_000;

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, clock, logger, writer, receipts } = options;
  const shutdown = new AbortController();
  let isStopping = false;
  const submitDeadlineMs = Math.max(1_000, options.leaseMs - LEASE_MARGIN_MS);
  const poller = createLeasedQueuePoller<ClaimedMessage, DispatchContext>({
    name: 'dispatch',
    logger,
    concurrency: options.concurrency,
    batchSize: options.batchSize,
    pollMs: options.pollMs,
    // Claim only when a good share of a batch fits, so a busy worker makes few large claims.
    claimThreshold: Math.max(1, Math.min(options.batchSize, Math.floor(options.concurrency / 2))),
    async claim(limit) {
      // No new claims while the outcomes of earlier ones wait to be written: when the database is the
      // bottleneck, claiming on only grows the queue in memory (the engine passed 600 MB at 100,000 messages).
      if (writer.pending >= options.batchSize * 2) await writer.flush();
      // The same for the receipts those submits bring back: the SMSC sends them whatever we claim, each is
      // answered only once stored, and their writes were the slower stream once the outcomes were bounded.
      if (receipts && receipts.pending >= options.batchSize * 2) await receipts.flush();
      const now = clock();
      return claimDueMessages(db, {
        now,
        leaseUntil: new Date(now.getTime() + options.leaseMs),
        limit,
        openSealed: options.openSealed,
      });
    },
    /** One per claimed batch: its deadline, the shutdown, and how far its deferrals are spread. */
    batchContext: () => ({
      signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(submitDeadlineMs)]),
      isShuttingDown: () => shutdown.signal.aborted,
      deferred: new Map(),
    }),
    handle: (message, context) => options.dispatchMessage(message, context),
    onError: (error, message) =>
      logger.error({ err: error, messageId: message.key.id }, 'dispatch: unexpected failure'),
    // Claimed while stopping: give the rows straight back.
    onClaimedWhileStopping: (claimed) => {
      for (const message of claimed) release(message);
    },
  });

  function release(message: ClaimedMessage): void {
    writer.requeue({
      key: message.key,
      attempt: message.attempt,
      dueAt: clock(),
      reason: 'released',
      errorCode: null,
    });
  }

  async function settleWithin(ms: number): Promise<boolean> {
    const rows = poller.inFlightRows();
    if (rows.length === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const settled = Promise.allSettled(rows.map((entry) => entry.done)).then(() => true as const);
    const result = await Promise.race([settled, timeout]);
    clearTimeout(timer);
    return result;
  }

  return {
    start: () => poller.start(),
    wake: () => poller.wake(),
    async stop({ drainMs = 5_000 } = {}) {
      if (isStopping) return;
      isStopping = true;
      await poller.stopClaiming();
      if (!(await settleWithin(drainMs))) {
        logger.warn(
          { inFlight: poller.inFlight },
          'dispatch: submits still in flight at shutdown; releasing them',
        );
        shutdown.abort();
        if (!(await settleWithin(1_000))) {
          // A submit_sm on the wire still waits for its response: give the row back now rather than after
          // its lease; the SMSC's answer, when it comes, no longer matches the claim and is not written.
          for (const { item } of poller.inFlightRows()) release(item);
        }
      }
      await writer.flush();
    },
    kill() {
      isStopping = true;
      void poller.stopClaiming();
      writer.discard();
      shutdown.abort();
    },
    get inFlight() {
      return poller.inFlight;
    },
    nextClaim: () => poller.nextClaim(),
  };
}
