/**
 * Group commit for accepted sends (docs/messaging-engine.md): jobs that arrive within `batchMs` of each other
 * (or until `maxJobs`) are written by ONE set-based call of the group writer in ONE transaction — a handful
 * of statements whatever the group's size, instead of a savepoint and several statements per job. A job's
 * promise settles only after the commit, so nobody is told "accepted" before it is durable. A writer "at once"
 * (`writeAtOnce`) is tried first: the whole group in one autocommit statement, or nothing written and the
 * group left to the transaction's writer.
 *
 * The writer answers each job (accepted, or refused with its reason). It may ask for the group to be rolled
 * back and run again without some jobs (`RerunWithout`: a lost Idempotency-Key race). When the group fails
 * for any other reason, the jobs are run again one by one, each in its own savepoint, so only the job that
 * causes the failure fails. A deadlock or serialization failure retries the whole group.
 *
 * At most `maxInFlight` group transactions run at a time per process: 1 on PGlite (one connection), a few on
 * PostgreSQL, where a commit waits for its WAL flush and other accounts' sends should not wait behind it.
 * Running groups never share an account: jobs of an account whose group is running, or that arrive while every
 * slot is busy, collect into the next group. Jobs are handed to the writer in account order (stable: one
 * account's jobs keep their arrival order), so groups of different processes lock account rows in the same
 * order.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import { isTransientConflict } from '../../db/errors.js';

export interface AcceptorJob {
  accountId: string;
  /** Messages the job writes; a group holds at most `maxMessages` (a single larger job runs alone). */
  messageCount: number;
}

export type JobOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Writes a group of jobs in the caller's transaction; one outcome per job, in the order given. */
type GroupWriter<J extends AcceptorJob, R> = (tx: Database, jobs: J[]) => Promise<JobOutcome<R>[]>;

/**
 * Writes a whole group without a transaction of the acceptor's (one autocommit statement), all of it or none:
 * null when it wrote nothing and the group needs the transaction's writer.
 */
type AtOnceWriter<J extends AcceptorJob, R> = (db: Database, jobs: J[]) => Promise<JobOutcome<R>[] | null>;

/**
 * Thrown by a group writer: roll the transaction back, refuse these jobs with these errors (after the
 * rerun's commit) and write the group again without them.
 */
export class RerunWithout<J> extends Error {
  override name = 'RerunWithout';
  constructor(readonly refused: ReadonlyMap<J, unknown>) {
    super(`rerun the group without ${refused.size} job(s)`);
  }
}

export interface Acceptor<J extends AcceptorJob, R> {
  /** Writes `job` in the next group transaction; resolves with its outcome once committed. */
  submit(job: J): Promise<R>;
  /** Commits what is queued and refuses new work. */
  close(): Promise<void>;
}

interface Pending<J, R> {
  job: J;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface AcceptorOptions<J extends AcceptorJob, R> {
  db: Database;
  write: GroupWriter<J, R>;
  /**
   * Tried first for each group (not for the one-by-one fallback): the common case in one round trip, without
   * BEGIN and COMMIT of their own. `write` takes the groups it leaves.
   */
  writeAtOnce?: AtOnceWriter<J, R>;
  logger?: Pick<Logger, 'warn' | 'error'>;
  batchMs: number;
  maxJobs: number;
  /** Messages per transaction; a single larger job still runs, alone. */
  maxMessages?: number;
  /**
   * Group transactions at once (default 1). PGlite has one connection, so 1. On PostgreSQL more than one lets
   * groups of other accounts write while one waits for its commit to be flushed. Groups running at once never
   * share an account (`takeGroup`); across processes, account-ordered locking keeps them from deadlocking.
   */
  maxInFlight?: number;
  /**
   * When set, groups of fewer messages than this run one at a time, and the other slots serve only beside
   * larger groups: small sends gather into one group while the one before is written (one statement and one
   * commit for many sends) instead of scattering over the slots in groups of a few, and a 10,000-recipient
   * send still does not hold them up.
   */
  largeGroupMessages?: number;
}

const MAX_ATTEMPTS = 3;

class AcceptorClosedError extends Error {
  override name = 'AcceptorClosedError';
}

export function createAcceptor<J extends AcceptorJob, R>(options: AcceptorOptions<J, R>): Acceptor<J, R> {
  const { db, write, writeAtOnce, batchMs, maxJobs } = options;
  const maxMessages = options.maxMessages ?? 20_000;
  let queue: Pending<J, R>[] = [];
  let timer: NodeJS.Timeout | null = null;
  const maxInFlight = options.maxInFlight ?? 1;
  const running = new Set<Promise<void>>();
  let inFlight = 0;
  /** Running groups smaller than `largeGroupMessages`. */
  let smallInFlight = 0;
  const largeGroupMessages = options.largeGroupMessages ?? 0;
  const messagesOf = (group: readonly Pending<J, R>[]) =>
    group.reduce((sum, pending) => sum + pending.job.messageCount, 0);
  /** Accounts of the running groups. */
  const busyAccounts = new Set<string>();
  let closed = false;

  /**
   * The next group: queued jobs in arrival order, up to `maxJobs` and `maxMessages`, leaving the jobs of an
   * account that a running group holds (and every later job of an account one was left for, to keep each
   * account's order) for a later group. Two groups of this process then never wait for each other's row
   * locks, and a busy account's sends gather into one larger group instead of several that queue on its lock.
   */
  function takeGroup(): Pending<J, R>[] {
    const group: Pending<J, R>[] = [];
    const left: Pending<J, R>[] = [];
    const blocked = new Set(busyAccounts);
    let messages = 0;
    for (const next of queue) {
      const { accountId, messageCount } = next.job;
      const full = group.length >= maxJobs || (group.length > 0 && messages + messageCount > maxMessages);
      if (full || blocked.has(accountId)) {
        blocked.add(accountId);
        left.push(next);
        continue;
      }
      group.push(next);
      messages += messageCount;
    }
    queue = left;
    return group;
  }

  /**
   * The whole group, set-based: at once when it can be, else in one transaction, where RerunWithout drops jobs
   * and tries again.
   */
  async function writeTogether(jobs: J[], outcomes: Map<J, JobOutcome<R>>): Promise<void> {
    const atOnce = writeAtOnce && (await writeAtOnce(db, jobs));
    if (atOnce) {
      jobs.forEach((job, i) => outcomes.set(job, atOnce[i]!));
      return;
    }
    let remaining = jobs;
    for (;;) {
      try {
        const answers = await db.transaction((tx) => write(tx, remaining));
        remaining.forEach((job, i) => outcomes.set(job, answers[i]!));
        return;
      } catch (error) {
        if (!(error instanceof RerunWithout)) throw error;
        const refused = error.refused as ReadonlyMap<J, unknown>;
        for (const [job, reason] of refused) outcomes.set(job, { ok: false, error: reason });
        remaining = remaining.filter((job) => !refused.has(job));
        if (remaining.length === 0) return;
      }
    }
  }

  /** The fallback: each job alone in its savepoint, so only the one that fails is lost. */
  async function writeOneByOne(jobs: J[], outcomes: Map<J, JobOutcome<R>>): Promise<void> {
    await db.transaction(async (tx) => {
      for (const job of jobs) {
        try {
          // Drizzle runs a nested transaction as a savepoint: a failing job rolls back to it alone.
          const [answer] = await tx.transaction((savepoint) => write(savepoint, [job]));
          outcomes.set(job, answer!);
        } catch (error) {
          // A deadlock victim's transaction is aborted: fail the group and retry it.
          if (isTransientConflict(error)) throw error;
          const reason = error instanceof RerunWithout ? (error.refused.get(job) ?? error) : error;
          outcomes.set(job, { ok: false, error: reason });
        }
      }
    });
  }

  /** Writes the group; answers how to settle its jobs' promises, which the caller does once the slot is free. */
  async function runGroup(group: Pending<J, R>[]): Promise<() => void> {
    const jobs = group
      .map((pending) => pending.job)
      .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
    let oneByOne = false;
    for (let attempt = 1; ; attempt += 1) {
      const outcomes = new Map<J, JobOutcome<R>>();
      try {
        if (oneByOne) await writeOneByOne(jobs, outcomes);
        else await writeTogether(jobs, outcomes);
      } catch (error) {
        if (isTransientConflict(error) && attempt < MAX_ATTEMPTS) {
          options.logger?.warn({ err: error, attempt }, 'acceptor transaction retried');
          continue;
        }
        if (!oneByOne && !isTransientConflict(error) && jobs.length > 1) {
          options.logger?.warn(
            { err: error, jobs: jobs.length },
            'acceptor group failed; writing its jobs one by one',
          );
          oneByOne = true;
          attempt = 0;
          continue;
        }
        options.logger?.error({ err: error, jobs: group.length }, 'acceptor transaction failed');
        return () => {
          for (const pending of group) pending.reject(error);
        };
      }
      return () => {
        for (const pending of group) {
          const outcome = outcomes.get(pending.job)!;
          if (outcome.ok) pending.resolve(outcome.value);
          else pending.reject(outcome.error);
        }
      };
    }
  }

  /** Starts groups in the free slots; when one commits, the jobs that queued meanwhile go at once. */
  function launchWaiting(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const group = takeGroup();
      if (group.length === 0) return; // Only jobs of busy accounts: they go when their group commits.
      const small = messagesOf(group) < largeGroupMessages;
      if (small && smallInFlight > 0) {
        queue = [...group, ...queue]; // They go together when the small group running commits.
        return;
      }
      const accountIds = new Set(group.map((pending) => pending.job.accountId));
      for (const id of accountIds) busyAccounts.add(id);
      inFlight += 1;
      if (small) smallInFlight += 1;
      const done = runGroup(group)
        .catch((error: unknown) => () => {
          for (const pending of group) pending.reject(error);
        })
        .then((settle) => {
          inFlight -= 1;
          if (small) smallInFlight -= 1;
          for (const id of accountIds) busyAccounts.delete(id);
          running.delete(done);
          launchWaiting();
          // The answers after the next group's statement is on its way: what the requests do with them (their
          // replies written) would otherwise run first, and a busy account's next group would wait for it.
          setImmediate(settle);
        });
      running.add(done);
    }
  }

  function schedule(): void {
    if (inFlight >= maxInFlight) return; // A finishing group picks the new job up.
    if (queue.length >= maxJobs || batchMs === 0) {
      start();
      return;
    }
    timer ??= setTimeout(start, batchMs);
  }

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    launchWaiting();
  }

  return {
    submit(job: J): Promise<R> {
      if (closed) return Promise.reject(new AcceptorClosedError('the server is shutting down'));
      return new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        schedule();
      });
    },

    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running.size > 0 || queue.length > 0) {
        if (running.size === 0) start();
        await Promise.all(running);
      }
      queue = [];
    },
  };
}
