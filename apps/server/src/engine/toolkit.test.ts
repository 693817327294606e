/** The engine toolkit's own rules, without a database: what the workers built on it rely on. */
import { describe, expect, test } from 'vitest';
import { computeBackoffMs, exponentialDelayMs } from './backoff.js';
import { createBatchCoalescer } from './batch-coalescer.js';
import { createLeasedQueuePoller } from './leased-queue-poller.js';
import { createPeriodicJob } from './periodic-job.js';

interface Gate {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the batch coalescer', () => {
  test('writes in batches of at most maxBatch, one write at a time, and flush waits for all added before it', async () => {
    const written: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const batches = createBatchCoalescer<number>({
      delayMs: 1_000,
      maxBatch: 3,
      async write(batch) {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await Promise.resolve();
        written.push(batch);
        running -= 1;
      },
    });
    for (let i = 1; i <= 7; i += 1) batches.add(i);
    await batches.flush();
    expect(written.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(written.every((batch) => batch.length <= 3)).toBe(true);
    expect(mostAtOnce).toBe(1);
    expect(batches.pending).toBe(0);
  });

  test('a failed write is reported and does not hold back flush', async () => {
    const failures: number[][] = [];
    const batches = createBatchCoalescer<number>({
      delayMs: 1_000,
      write: () => Promise.reject(new Error('database down')),
      onError: (_error, batch) => failures.push(batch),
    });
    batches.add(1);
    await batches.flush();
    expect(failures).toEqual([[1]]);
  });

  test('after discard nothing more is written', async () => {
    const written: number[] = [];
    const batches = createBatchCoalescer<number>({
      delayMs: 1_000,
      write: async (batch) => void written.push(...batch),
    });
    batches.add(1);
    batches.discard();
    batches.add(2);
    await batches.flush();
    expect(written).toEqual([]);
  });
});

describe('the periodic job', () => {
  test('runNow joins the run in progress, and stop waits for it', async () => {
    const gate = deferred();
    let runs = 0;
    const job = createPeriodicJob({
      intervalMs: 3_600_000,
      run: async () => {
        runs += 1;
        await gate.promise;
        return runs;
      },
      onError: () => undefined,
    });
    const first = job.runNow();
    const second = job.runNow();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    gate.resolve();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    await stopping;
    expect(runs).toBe(1);
  });
});

describe('the backoff', () => {
  test('doubles from the first delay up to the cap, with equal jitter', () => {
    const policy = { initialMs: 100, maxMs: 1_000 };
    expect([0, 1, 2, 3, 4, 40].map((retry) => exponentialDelayMs(retry, policy))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
    expect(computeBackoffMs(2, policy, () => 0)).toBe(200);
    expect(computeBackoffMs(2, policy, () => 0.999999)).toBe(400);
  });
});

describe('the leased-queue poller', () => {
  test('keeps at most `concurrency` rows in flight and claims again when a slot frees', async () => {
    const queue = Array.from({ length: 5 }, (_, i) => i);
    const limits: number[] = [];
    const gates = new Map<number, Gate>();
    const poller = createLeasedQueuePoller<number, null>({
      name: 'test',
      logger: { error: () => undefined },
      claim: async (limit) => {
        limits.push(limit);
        return queue.splice(0, limit);
      },
      handle: (item) => {
        const gate = deferred();
        gates.set(item, gate);
        return gate.promise;
      },
      onError: () => undefined,
      batchContext: () => null,
      concurrency: 2,
      batchSize: 10,
      pollMs: 3_600_000,
    });
    const firstClaim = poller.nextClaim();
    poller.start();
    expect(await firstClaim).toBe(2);
    expect(poller.inFlight).toBe(2);
    const nextClaim = poller.nextClaim();
    gates.get(0)!.resolve();
    expect(await nextClaim).toBe(1);
    expect(limits).toEqual([2, 1]);
    await poller.stopClaiming();
    for (const gate of gates.values()) gate.resolve();
    await Promise.all(poller.inFlightRows().map((row) => row.done));
    expect(poller.inFlight).toBe(0);
  });
});
