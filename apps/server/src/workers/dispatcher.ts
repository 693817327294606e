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
import {
  claimDueMessages,
  type ClaimedMessage,
  type DispatchContext,
  type DispatchMessage,
  type StatusWriter,
} from '../modules/delivery/index.js';

export interface DispatcherOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  dispatchMessage: DispatchMessage;
  writer: StatusWriter;
  /** Rows per claim. */
  batchSize: number;
  /** Messages in flight at most (claimed and not yet answered). */
  concurrency: number;
  /** How long a claim holds a row before another worker may take it (a crashed worker's rows come back). */
  leaseMs: number;
  /** Pause between claims while the queue is empty. */
  pollMs: number;
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
  const { db, clock, logger, writer } = options;
  const inFlight = new Map<string, { message: ClaimedMessage; done: Promise<void> }>();
  const shutdown = new AbortController();
  let loop: Promise<void> | null = null;
  let isStopping = false;
  let wakeUp: (() => void) | null = null;
  let slotFreed: (() => void) | null = null;
  let claimWaiters: Array<{ resolve(count: number): void; reject(error: Error): void }> = [];
  const submitDeadlineMs = Math.max(1_000, options.leaseMs - LEASE_MARGIN_MS);
  /** One per claimed batch: its deadline, the shutdown, and how far its deferrals are spread. */
  const batchContext = (): DispatchContext => ({
    signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(submitDeadlineMs)]),
    isShuttingDown: () => shutdown.signal.aborted,
    deferred: new Map(),
  });

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

  function track(message: ClaimedMessage, context: DispatchContext): void {
    const run = options
      .dispatchMessage(message, context)
      .catch((error: unknown) =>
        logger.error({ err: error, messageId: message.key.id }, 'dispatch: unexpected failure'),
      )
      .finally(() => {
        inFlight.delete(message.key.id);
        slotFreed?.();
      });
    inFlight.set(message.key.id, { message, done: run });
  }

  async function run(): Promise<void> {
    // Claim only when a good share of a batch fits, so a busy worker makes few large claims.
    const claimThreshold = Math.max(1, Math.min(options.batchSize, Math.floor(options.concurrency / 2)));
    while (!isStopping) {
      const capacity = options.concurrency - inFlight.size;
      if (capacity < claimThreshold && inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          slotFreed = () => {
            slotFreed = null;
            resolve();
          };
        });
        continue;
      }
      let claimed: ClaimedMessage[];
      const waiters = claimWaiters;
      claimWaiters = [];
      try {
        const now = clock();
        claimed = await claimDueMessages(db, {
          now,
          leaseUntil: new Date(now.getTime() + options.leaseMs),
          limit: Math.min(options.batchSize, capacity),
        });
      } catch (error) {
        logger.error({ err: error }, 'dispatch: claiming failed');
        for (const waiter of waiters) waiter.reject(new Error('dispatch: claiming failed', { cause: error }));
        await pause(Math.max(options.pollMs, 1_000));
        continue;
      }
      for (const waiter of waiters) waiter.resolve(claimed.length);
      if (isStopping) {
        // Claimed while stopping: give the rows straight back.
        for (const message of claimed) release(message);
        break;
      }
      if (claimed.length === 0) {
        await pause(options.pollMs);
        continue;
      }
      const context = batchContext();
      for (const message of claimed) track(message, context);
    }
  }

  function release(message: ClaimedMessage): void {
    writer.requeue({
      key: message.key,
      attempt: message.attempt,
      dueAt: clock(),
      reason: 'released',
      errorCode: null,
    });
  }

  function rejectClaimWaiters(): void {
    for (const waiter of claimWaiters.splice(0)) waiter.reject(new Error('the dispatcher has stopped'));
  }

  async function settleWithin(ms: number): Promise<boolean> {
    if (inFlight.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const settled = Promise.allSettled([...inFlight.values()].map((entry) => entry.done)).then(
      () => true as const,
    );
    const result = await Promise.race([settled, timeout]);
    clearTimeout(timer);
    return result;
  }

  return {
    start() {
      loop ??= run();
    },
    wake() {
      wakeUp?.();
    },
    async stop({ drainMs = 5_000 } = {}) {
      if (isStopping) return;
      isStopping = true;
      rejectClaimWaiters();
      wakeUp?.();
      slotFreed?.();
      await loop;
      if (!(await settleWithin(drainMs))) {
        logger.warn(
          { inFlight: inFlight.size },
          'dispatch: submits still in flight at shutdown; releasing them',
        );
        shutdown.abort();
        if (!(await settleWithin(1_000))) {
          // A submit_sm on the wire still waits for its response: give the row back now rather than after
          // its lease; the SMSC's answer, when it comes, no longer matches the claim and is not written.
          for (const { message } of inFlight.values()) release(message);
        }
      }
      await writer.flush();
    },
    kill() {
      isStopping = true;
      rejectClaimWaiters();
      writer.discard();
      shutdown.abort();
      wakeUp?.();
      slotFreed?.();
    },
    get inFlight() {
      return inFlight.size;
    },
    nextClaim() {
      if (isStopping) return Promise.reject(new Error('the dispatcher has stopped'));
      const claim = new Promise<number>((resolve, reject) => claimWaiters.push({ resolve, reject }));
      wakeUp?.();
      return claim;
    },
  };
}
