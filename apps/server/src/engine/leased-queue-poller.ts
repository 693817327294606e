/**
 * The claim loop of a leased queue (messages to submit, webhooks to post): claims due rows in batches
 * (`claim` leases them, SKIP LOCKED, so any number of processes share the queue), keeps up to `concurrency`
 * of them in flight, waits for a slot when full and polls every `pollMs` when the queue is empty. A failed
 * claim is logged and tried again after at least a second. What a claimed row becomes is the handler's.
 */

export interface LeasedQueuePollerOptions<T, C> {
  /** Log prefix: "dispatch", "webhooks". */
  name: string;
  logger: { error(object: object, message: string): void };
  /** Leases up to `limit` due rows. */
  claim: (limit: number) => Promise<T[]>;
  handle: (item: T, context: C) => Promise<void>;
  /** The handler rejected (it should not): log it; the row's lease brings it back. */
  onError: (error: unknown, item: T) => void;
  /** One per claimed batch, shared by its items. */
  batchContext: () => C;
  concurrency: number;
  batchSize: number;
  /** Claim only when this many slots are free (or nothing is in flight): few large claims when busy. */
  claimThreshold?: number;
  pollMs: number;
  /** Rows claimed after stopping began; without it they are handled like any others. */
  onClaimedWhileStopping?: (items: T[]) => void;
  /** Claim again each time a row is done, even while the empty-queue pause runs. */
  claimAfterEachDone?: boolean;
}

export interface LeasedQueuePoller<T> {
  start(): void;
  /** Claims at once instead of at the next poll. */
  wake(): void;
  /** No new claims; resolves when the loop has ended (rows in flight may still be running). */
  stopClaiming(): Promise<void>;
  readonly isStopping: boolean;
  readonly inFlight: number;
  /** The rows in flight and the promises of their handlers. */
  inFlightRows(): { item: T; done: Promise<void> }[];
  /** How many rows the first claim begun after this call took. Rejects if the poller stops. */
  nextClaim(): Promise<number>;
}

export function createLeasedQueuePoller<T, C>(options: LeasedQueuePollerOptions<T, C>): LeasedQueuePoller<T> {
  const { logger, name } = options;
  const inFlight = new Set<{ item: T; done: Promise<void> }>();
  const claimThreshold = options.claimThreshold ?? 1;
  let loop: Promise<void> | null = null;
  let isStopping = false;
  let wakeUp: (() => void) | null = null;
  let slotFreed: (() => void) | null = null;
  let claimWaiters: Array<{ resolve(count: number): void; reject(error: Error): void }> = [];

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

  function track(item: T, context: C): void {
    const entry = { item, done: Promise.resolve() };
    entry.done = options
      .handle(item, context)
      .catch((error: unknown) => options.onError(error, item))
      .finally(() => {
        inFlight.delete(entry);
        slotFreed?.();
        if (options.claimAfterEachDone) wakeUp?.();
      });
    inFlight.add(entry);
  }

  async function run(): Promise<void> {
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
      let claimed: T[];
      const waiters = claimWaiters;
      claimWaiters = [];
      try {
        claimed = await options.claim(Math.min(options.batchSize, capacity));
      } catch (error) {
        logger.error({ err: error }, `${name}: claiming failed`);
        for (const waiter of waiters) waiter.reject(new Error(`${name}: claiming failed`, { cause: error }));
        await pause(Math.max(options.pollMs, 1_000));
        continue;
      }
      for (const waiter of waiters) waiter.resolve(claimed.length);
      if (isStopping && options.onClaimedWhileStopping) {
        options.onClaimedWhileStopping(claimed);
        break;
      }
      if (claimed.length === 0) {
        await pause(options.pollMs);
        continue;
      }
      const context = options.batchContext();
      for (const item of claimed) track(item, context);
    }
  }

  return {
    start() {
      loop ??= run();
    },
    wake() {
      wakeUp?.();
    },
    async stopClaiming() {
      isStopping = true;
      for (const waiter of claimWaiters.splice(0)) waiter.reject(new Error(`the ${name} loop has stopped`));
      wakeUp?.();
      slotFreed?.();
      await loop;
    },
    get isStopping() {
      return isStopping;
    },
    get inFlight() {
      return inFlight.size;
    },
    inFlightRows() {
      return [...inFlight];
    },
    nextClaim() {
      if (isStopping) return Promise.reject(new Error(`the ${name} loop has stopped`));
      const claim = new Promise<number>((resolve, reject) => claimWaiters.push({ resolve, reject }));
      wakeUp?.();
      return claim;
    },
  };
}
