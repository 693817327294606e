/**
 * Collects items and writes them in batches: the first item starts a short timer (`delayMs`), `maxBatch`
 * waiting items write at once, and writes run one at a time, so a busy producer makes ever larger batches
 * instead of ever more statements. Used for the dispatcher's outcomes, receipts and webhook outcomes.
 */

export interface BatchCoalescerOptions<T> {
  delayMs: number;
  /** Items per write at most; unbounded by default. */
  maxBatch?: number;
  /** Writes one batch. Retries and per-item answers are the writer's; a rejection goes to `onError`. */
  write: (batch: T[]) => Promise<void>;
  onError?: (error: unknown, batch: T[]) => void;
}

export interface BatchCoalescer<T> {
  add(item: T): void;
  /** Resolves once everything added before the call has been written (or given up on). */
  flush(): Promise<void>;
  /** Items waiting for a write. */
  readonly pending: number;
  /** Drops what waits and ignores what comes: the state a crashed process leaves behind (tests). */
  discard(): void;
}

export function createBatchCoalescer<T>(options: BatchCoalescerOptions<T>): BatchCoalescer<T> {
  const maxBatch = options.maxBatch ?? Number.POSITIVE_INFINITY;
  let queue: T[] = [];
  let addedSeq = 0;
  let writtenSeq = 0;
  let waiters: { seq: number; resolve: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isDiscarded = false;

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    running ??= drain().finally(() => {
      running = null;
      if (queue.length > 0) start();
    });
  }

  async function drain(): Promise<void> {
    while (queue.length > 0 && !isDiscarded) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = batch === queue ? [] : queue.slice(batch.length);
      const lastSeq = writtenSeq + batch.length;
      try {
        await options.write(batch);
      } catch (error) {
        options.onError?.(error, batch);
      }
      writtenSeq = lastSeq;
      if (waiters.length === 0) continue;
      const ready = waiters.filter((waiter) => waiter.seq <= writtenSeq);
      waiters = waiters.filter((waiter) => waiter.seq > writtenSeq);
      for (const waiter of ready) waiter.resolve();
    }
  }

  return {
    add(item) {
      if (isDiscarded) return;
      queue.push(item);
      addedSeq += 1;
      if (queue.length >= maxBatch) start();
      else timer ??= setTimeout(start, options.delayMs);
    },
    flush() {
      if (addedSeq <= writtenSeq || isDiscarded) return running ?? Promise.resolve();
      const seq = addedSeq;
      const done = new Promise<void>((resolve) => waiters.push({ seq, resolve }));
      start();
      return done;
    },
    get pending() {
      return queue.length;
    },
    discard() {
      isDiscarded = true;
      queue = [];
      if (timer) clearTimeout(timer);
      timer = null;
      for (const waiter of waiters) waiter.resolve();
      waiters = [];
    },
  };
}
