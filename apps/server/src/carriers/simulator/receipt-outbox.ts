/**
 * Receipts waiting to be delivered, as an SMSC stores them: each goes to a bound session of the system_id
 * that submitted the message (preferably the same one), waits while none is bound, and is sent again when
 * the session dies before acknowledging it or answers with an error.
 */
import type { SimSession } from './sim-session.js';

export interface ReceiptJob {
  systemId: string;
  /** deliver_sm fields. */
  fields: Record<string, unknown>;
  /** Preferred session: the one the submit came on. */
  via: SimSession;
}

export interface ReceiptOutboxDeps {
  boundSessions(systemId: string): SimSession[];
  responseTimeoutMs: number;
  /** Pause before resending a receipt the ESME answered with an error. */
  retryMs: number;
}

export class ReceiptOutbox {
  private readonly ready: ReceiptJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private isClosed = false;

  constructor(private readonly deps: ReceiptOutboxDeps) {}

  /** Queues the receipt after `delayMs`, and not before `after` settles (its message is recorded). */
  schedule(job: ReceiptJob, delayMs: number, after: Promise<unknown> = Promise.resolve()): void {
    void after.finally(() => this.later(delayMs, () => this.enqueue(job)));
  }

  /** A session bound: hand it what was waiting. */
  flush(): void {
    const waiting = this.ready.splice(0);
    for (const job of waiting) this.send(job);
  }

  get waitingCount(): number {
    return this.ready.length;
  }

  close(): void {
    this.isClosed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.ready.length = 0;
  }

  private enqueue(job: ReceiptJob): void {
    if (this.isClosed) return;
    this.send(job);
  }

  private send(job: ReceiptJob): void {
    const sessions = this.deps.boundSessions(job.systemId);
    const session = sessions.includes(job.via) ? job.via : sessions[0];
    if (!session) {
      this.ready.push(job);
      return;
    }
    void session.request('deliver_sm', job.fields, this.deps.responseTimeoutMs).then((status) => {
      if (status === 0 || this.isClosed) return;
      // Lost: go round the event loop first, so the dead session's close is seen and another is chosen.
      this.later(status === null ? 0 : this.deps.retryMs, () => this.enqueue(job));
    });
  }

  private later(delayMs: number, action: () => void): void {
    if (this.isClosed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }
}
