/**
 * Group commit for accepted sends (docs/messaging-engine.md): jobs that arrive within `batchMs` of each other
 * (or until `maxJobs`) run in ONE transaction, each inside its own savepoint, so a job that fails — 1011, a
 * lost idempotency race, a bug — rolls back alone and the others commit. A job's promise settles only after
 * the commit, so nobody is told "accepted" before it is durable.
 *
 * One transaction runs at a time per process. On PGlite that is the only way anyway (one connection); on
 * PostgreSQL the next group collects while one commits, which keeps per-send cost low under load. Jobs run
 * in account order so two processes lock account rows in the same order; a deadlock or serialization
 * failure anyway (another writer) retries the whole group.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';

export type AcceptorWork<T> = (tx: Database) => Promise<T>;

export interface Acceptor {
  /** Runs `work` in the next group transaction; resolves with its result once committed. */
  submit<T>(accountId: string, messageCount: number, work: AcceptorWork<T>): Promise<T>;
  /** Commits what is queued and refuses new work. */
  close(): Promise<void>;
}

interface Job {
  accountId: string;
  messageCount: number;
  work: AcceptorWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface AcceptorOptions {
  db: Database;
  logger?: Pick<Logger, 'warn' | 'error'>;
  batchMs: number;
  maxJobs: number;
  /** Messages per transaction; a single larger job still runs, alone. */
  maxMessages?: number;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

class AcceptorClosedError extends Error {
  override name = 'AcceptorClosedError';
}

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

export function createAcceptor(options: AcceptorOptions): Acceptor {
  const { db, batchMs, maxJobs } = options;
  const maxMessages = options.maxMessages ?? 20_000;
  let queue: Job[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  function takeGroup(): Job[] {
    const group: Job[] = [];
    let messages = 0;
    while (queue.length > 0 && group.length < maxJobs) {
      const next = queue[0]!;
      if (group.length > 0 && messages + next.messageCount > maxMessages) break;
      group.push(queue.shift()!);
      messages += next.messageCount;
    }
    return group;
  }

  async function runGroup(group: Job[]): Promise<void> {
    const ordered = [...group].sort((a, b) =>
      a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0,
    );
    for (let attempt = 1; ; attempt += 1) {
      const outcomes = new Map<Job, { ok: true; value: unknown } | { ok: false; error: unknown }>();
      try {
        await db.transaction(async (tx) => {
          for (const job of ordered) {
            try {
              // Drizzle runs a nested transaction as a savepoint: a failing job rolls back to it alone.
              const value = await tx.transaction((savepoint) => job.work(savepoint));
              outcomes.set(job, { ok: true, value });
            } catch (error) {
              // A deadlock victim's transaction is aborted: fail the group and retry it.
              if (RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '')) throw error;
              outcomes.set(job, { ok: false, error });
            }
          }
        });
      } catch (error) {
        if (RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '') && attempt < MAX_ATTEMPTS) {
          options.logger?.warn({ err: error, attempt }, 'acceptor transaction retried');
          continue;
        }
        options.logger?.error({ err: error, jobs: group.length }, 'acceptor transaction failed');
        for (const job of group) job.reject(error);
        return;
      }
      for (const job of group) {
        const outcome = outcomes.get(job)!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      }
      return;
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) await runGroup(takeGroup());
  }

  function schedule(): void {
    if (running) return; // The running drain picks the new job up when it loops.
    if (queue.length >= maxJobs || batchMs === 0) {
      start();
      return;
    }
    timer ??= setTimeout(start, batchMs);
  }

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (queue.length > 0) schedule();
    });
  }

  return {
    submit<T>(accountId: string, messageCount: number, work: AcceptorWork<T>): Promise<T> {
      if (closed) return Promise.reject(new AcceptorClosedError('the server is shutting down'));
      return new Promise<T>((resolve, reject) => {
        queue.push({ accountId, messageCount, work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },

    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running || queue.length > 0) {
        if (!running) start();
        await running;
      }
      queue = [];
    },
  };
}
