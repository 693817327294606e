/**
 * The submit window: at most `size` submit_sm awaiting their submit_sm_resp on one bind. SMSCs enforce a
 * window per bind and answer beyond it with throttling or by dropping the bind, and the smpp package has none.
 * Waiters are served first come, first served so a long multi-part message cannot starve.
 */
export class SubmitWindow {
  private inFlight = 0;
  private readonly waiters: Array<() => void> = [];
  private idleWaiters: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`window size must be ≥ 1, got ${size}`);
  }

  get used(): number {
    return this.inFlight;
  }

  /** Resolves with a release function once a slot is free; call it exactly once. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.inFlight < this.size && this.waiters.length === 0) {
      this.inFlight += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.inFlight += 1;
        resolve(this.releaser());
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      this.waiters.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Resolves once nothing is in flight (for a graceful unbind). */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const next = this.waiters.shift();
      if (next) return next();
      if (this.inFlight === 0) {
        const idle = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of idle) resolve();
      }
    };
  }
}
