/**
 * Group commit for Verify checks: the checks that arrive while a statement runs (or in the same tick) go to
 * the database together, in one statement (repo.checkCodes), instead of one statement and one commit each.
 * A check's promise settles with its own outcome once the statement committed.
 *
 * The statement compares the stamps of each check's cached reads (key, account) first: an overtaken one is
 * refused with StaleReadError, and the route reads the caller again (sending's acceptWithCurrentReads).
 *
 * Two checks of one verification never share a statement: the later one waits for the next, so it sees what
 * the earlier left (parallel checks of one code approve once, attempts count one by one). When a statement
 * fails, its checks are run again one by one, so only a check that causes the failure fails.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { StaleReadError } from '../send-cache/index.js';
import { checkCodes, type CheckInput, type CheckOutcome } from './repo.js';

/**
 * Statements at once: checks that arrive while some commit go in another rather than waiting (4 of the pool's
 * 10 connections at most; 2 measured no better or worse within the bench's noise).
 */
const MAX_IN_FLIGHT = 4;
/** Most checks in one statement. */
const MAX_CHECKS = 200;

/** A check's answer: a stale one is refused with StaleReadError instead. */
type CheckAnswer = Exclude<CheckOutcome, { kind: 'stale' }>;

interface Pending {
  input: CheckInput;
  resolve(outcome: CheckAnswer): void;
  reject(error: unknown): void;
}

export function createCheckBatcher(deps: {
  db: Database;
  clock: Clock;
  maxAttempts: number;
  logger?: Pick<Logger, 'warn'>;
}) {
  const { db, clock, maxAttempts } = deps;
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  /** The next statement's checks: in arrival order, one per verification, the rest left for later. */
  function take(): Pending[] {
    const batch: Pending[] = [];
    const left: Pending[] = [];
    const ids = new Set<string>();
    for (const pending of queue) {
      if (batch.length >= MAX_CHECKS || ids.has(pending.input.id)) left.push(pending);
      else {
        ids.add(pending.input.id);
        batch.push(pending);
      }
    }
    queue = left;
    return batch;
  }

  const settle = (p: Pending, outcome: CheckOutcome) =>
    outcome.kind === 'stale' ? p.reject(new StaleReadError(outcome.scopes)) : p.resolve(outcome);

  async function run(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await checkCodes(
        db,
        batch.map((p) => p.input),
        clock(),
        maxAttempts,
      );
      batch.forEach((p, i) => settle(p, outcomes[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      deps.logger?.warn({ err: error, checks: batch.length }, 'verify checks failed together; one by one');
      for (const p of batch) {
        try {
          const [outcome] = await checkCodes(db, [p.input], clock(), maxAttempts);
          settle(p, outcome!);
        } catch (alone) {
          p.reject(alone);
        }
      }
    }
  }

  function launch(): void {
    scheduled = false;
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = take();
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        launch();
      });
    }
  }

  return {
    check(input: CheckInput): Promise<CheckAnswer> {
      return new Promise<CheckAnswer>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        // The checks answered in this tick join the same statement.
        if (!scheduled && inFlight < MAX_IN_FLIGHT) {
          scheduled = true;
          setImmediate(launch);
        }
      });
    },
  };
}
