/**
 * A Verify start as its message's companion (sending's SendCompanion): the group transaction that writes the
 * message writes the verification with it — its place in the number's window, the pending ones it cancels and
 * its Idempotency-Key's answer — in one statement for all of the group's starts (repo.insertStarts), or, in
 * the common case, as CTEs of the group's one autocommit statement (`atOnce`: no transaction, one round trip,
 * as a send's group). A start costs the Verify API what a send costs the send API, and a start is never written
 * without its message nor its message without it.
 */
import { VERIFY_LIMITS } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { CompanionsAtOnce, SendCompanion } from '../sending/index.js';
import * as repo from './repo.js';

/** A start refused by the window of its number (at most 5 per 10 minutes), with when a place frees up. */
export class WindowFull extends Error {
  override name = 'WindowFull';
  constructor(readonly retryAfterMs: number) {
    super('verify: the number has had its codes for this window');
  }
}

export class VerificationStart implements SendCompanion {
  /** The window's count with this start, once its group wrote it. */
  sendCount = 0;
  constructor(readonly row: repo.NewVerification) {}

  readonly write = writeStarts;
  readonly atOnce = startsAtOnce;
}

const startsOf = (companions: readonly SendCompanion[]) =>
  companions.filter((c): c is VerificationStart => c instanceof VerificationStart);

/**
 * The group's starts in its one statement. A full window fails it (`written`): the group then takes the
 * transaction, where writeStarts refuses that start alone.
 */
function startsAtOnce(companions: readonly SendCompanion[]): CompanionsAtOnce {
  const starts = startsOf(companions);
  return {
    ctes: repo.startsCtes(
      starts.map((start) => start.row),
      VERIFY_LIMITS.maxSendsPerWindow,
    ),
    written: repo.allStartsTaken(starts.length),
    answer: repo.startSendCounts,
    settle(answer) {
      const counts = answer as readonly (number | string)[];
      starts.forEach((start, i) => {
        start.sendCount = Number(counts[i]);
      });
    },
  };
}

/** The writer of every start of a group: answers null (written) or the WindowFull refusing its send. */
async function writeStarts(
  tx: Database,
  companions: readonly SendCompanion[],
): Promise<(WindowFull | null)[]> {
  const starts = startsOf(companions);
  const outcomes = await repo.insertStarts(
    tx,
    starts.map((start) => start.row),
    VERIFY_LIMITS.maxSendsPerWindow,
  );
  const answers = new Map<SendCompanion, WindowFull | null>(
    starts.map((start, i) => {
      const outcome = outcomes[i]!;
      if (!outcome.taken) return [start, new WindowFull(outcome.retryAfterMs)];
      start.sendCount = outcome.sendCount;
      return [start, null];
    }),
  );
  return companions.map((c) => answers.get(c) ?? null);
}
