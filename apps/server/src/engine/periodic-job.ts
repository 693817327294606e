/**
 * A job every process runs on a timer (purges, the receipt expiry sweep, mail retries): never two runs of it
 * at once in one process, the next run `intervalMs` after the previous one ended, a failure logged and the
 * schedule kept, and a timer that does not keep the process alive. Work shared between processes is made
 * safe by the job itself (SKIP LOCKED claims, deletes of rows nobody can use).
 */

export interface PeriodicJobOptions<R> {
  intervalMs: number;
  run: () => Promise<R>;
  /** A scheduled run failed; `runNow()` callers get the error themselves. */
  onError: (error: unknown) => void;
}

export interface PeriodicJob<R> {
  start(): void;
  /** Runs now, or joins the run in progress. */
  runNow(): Promise<R>;
  /** No further runs; resolves once the one in progress (if any) has ended. */
  stop(): Promise<void>;
}

export function createPeriodicJob<R>(options: PeriodicJobOptions<R>): PeriodicJob<R> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<R> | null = null;
  let isStopped = false;

  function runNow(): Promise<R> {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      runNow().catch(options.onError).finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer && !isStopped) schedule();
    },
    runNow,
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
