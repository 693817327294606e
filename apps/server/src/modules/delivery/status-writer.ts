/**
 * Collects the dispatcher's outcomes and writes them in bulk: one flush a few milliseconds after the first
 * outcome (or at once when `maxBatch` are waiting), one statement per kind. Flushes run one at a time, so a
 * busy dispatcher writes ever larger batches instead of ever more statements. `flush()` resolves once
 * everything queued before it is stored.
 *
 * A rider (the receipt applier, `join`) puts its items in the same queue: a tick's outcomes and its receipts
 * are written in ONE transaction — the outcomes first, so a receipt matches a carrier id this process stored
 * in the same tick — instead of one transaction each. A tick with a failed outcome (its refund runs in a
 * transaction of its own), or whose shared transaction fails, writes the outcomes alone and hands the
 * rider's items back to it to write alone, after them.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { refund } from '../billing/index.js';
import { preferIndexLookups } from '../../db/sql-rows.js';
import { createBatchCoalescer } from '../../engine/index.js';
import { isTransientConflict } from '../../db/errors.js';
import {
  writeFailed,
  writePartIds,
  writeRequeues,
  writeSent,
  type FailedWrite,
  type PartIdsWrite,
  type RequeueWrite,
  type SentWrite,
} from './status-repo.js';

export interface StatusWriterDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** How long after `sent` a message may wait for its receipt: its validity at the SMSC plus a grace. */
  receiptWaitMs: number;
  flushDelayMs?: number;
  maxBatch?: number;
}

type Op =
  | { kind: 'sent'; write: SentWrite }
  | { kind: 'partIds'; write: PartIdsWrite }
  | { kind: 'requeue'; write: RequeueWrite }
  | { kind: 'failed'; write: FailedWrite }
  | { kind: 'rider'; item: unknown };

/** Work that joins the writer's transactions: the receipt applier's batch. */
export interface StatusWriterRider<T> {
  /**
   * Runs inside the tick's transaction, after its outcomes are written; answers what to do once it has
   * committed. Throwing rolls the whole tick back (the outcomes are then written alone).
   */
  writeIn(tx: Database, items: T[], at: Date): Promise<() => void>;
  /** Items the writer will not write after all: the rider writes them on its own (awaited, in order). */
  writeAlone(items: T[]): Promise<void>;
}

const RETRY_DELAYS_MS = [50, 200, 1_000, 3_000, 10_000];
/** A tick's shared transaction that lost a deadlock runs again this often before the parts go alone. */
const MAX_JOINED_ATTEMPTS = 3;

export interface StatusWriter {
  sent(write: SentWrite): void;
  partIds(write: PartIdsWrite): void;
  requeue(write: RequeueWrite): void;
  failed(write: FailedWrite): void;
  /** Resolves once everything queued before the call has been written (or given up on). */
  flush(): Promise<void>;
  /**
   * Makes `rider` a passenger of every tick; answers the function that queues one of its items, which says
   * false once the writer is discarded (the rider then writes alone). One rider per writer.
   */
  join<T>(rider: StatusWriterRider<T>): (item: T) => boolean;
  /** Outcomes (and riders' items) waiting to be written. */
  readonly pending: number;
  /** Drops what is queued and ignores what comes: the state a crashed process leaves behind (tests). */
  discard(): void;
}

export function createStatusWriter(deps: StatusWriterDeps): StatusWriter {
  const { db, clock, logger } = deps;
  let isDiscarded = false;
  let rider: StatusWriterRider<unknown> | null = null;
  const batches = createBatchCoalescer<Op>({
    delayMs: deps.flushDelayMs ?? 5,
    // A tick carries outcomes and receipts, and each statement costs a round trip and a plan whatever its
    // size: under load the queue grew past 1,000 items per tick, so a tick may take more (issue 14).
    maxBatch: deps.maxBatch ?? 4_000,
    write: writeTick,
  });

  async function writeTick(batch: Op[]): Promise<void> {
    const outcomes: Op[] = [];
    const riding: unknown[] = [];
    for (const op of batch) {
      if (op.kind === 'rider') riding.push(op.item);
      else outcomes.push(op);
    }
    if (riding.length > 0 && rider && !outcomes.some((op) => op.kind === 'failed')) {
      if (await writeJoined(outcomes, riding, rider)) return;
    }
    if (outcomes.length > 0) await writeWithRetries(outcomes);
    if (riding.length > 0) await rider?.writeAlone(riding);
  }

  /** The tick in one transaction; false when it could not be written (nothing of it was). */
  async function writeJoined(
    outcomes: Op[],
    riding: unknown[],
    passenger: StatusWriterRider<unknown>,
  ): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const at = clock();
        const split = splitOutcomes(outcomes);
        const afterCommit = await db.transaction(async (tx) => {
          await preferIndexLookups(tx);
          await writeMain(tx, split, at);
          return passenger.writeIn(tx, riding, at);
        });
        afterCommit();
        return true;
      } catch (error) {
        if (isDiscarded) return false;
        if (isTransientConflict(error) && attempt < MAX_JOINED_ATTEMPTS) continue;
        logger.warn(
          { err: error, outcomes: outcomes.length, riding: riding.length },
          'dispatch: the shared write of outcomes and receipts failed; writing them apart',
        );
        return false;
      }
    }
  }

  async function writeWithRetries(batch: Op[]): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await writeBatch(batch);
        return;
      } catch (error) {
        const delayMs = RETRY_DELAYS_MS[attempt];
        if (delayMs === undefined || isDiscarded) {
          // The rows keep their lease: when it runs out they are claimed and submitted again.
          logger.error({ err: error, outcomes: batch.length }, 'dispatch: outcomes could not be stored');
          return;
        }
        logger.warn({ err: error, retryInMs: delayMs }, 'dispatch: storing outcomes failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  interface Outcomes {
    partIds: PartIdsWrite[];
    sent: SentWrite[];
    requeues: RequeueWrite[];
    failed: FailedWrite[];
  }

  function splitOutcomes(batch: readonly Op[]): Outcomes {
    const partIds = new Map<string, PartIdsWrite>();
    const sent: SentWrite[] = [];
    const requeues: RequeueWrite[] = [];
    const failed: FailedWrite[] = [];
    for (const op of batch) {
      if (op.kind === 'partIds') partIds.set(op.write.key.id, op.write);
      else if (op.kind === 'sent') sent.push(op.write);
      else if (op.kind === 'requeue') requeues.push(op.write);
      else if (op.kind === 'failed') failed.push(op.write);
    }
    for (const write of sent) partIds.delete(write.key.id);
    for (const write of failed) partIds.delete(write.key.id);
    return { partIds: [...partIds.values()], sent, requeues, failed };
  }

  async function writeMain(tx: Database, outcomes: Outcomes, at: Date): Promise<void> {
    await writePartIds(tx, outcomes.partIds);
    await writeSent(tx, outcomes.sent, at, new Date(at.getTime() + deps.receiptWaitMs));
    await writeRequeues(tx, outcomes.requeues, at);
  }

  async function writeBatch(batch: Op[]): Promise<void> {
    const outcomes = splitOutcomes(batch);
    const { partIds, sent, requeues, failed } = outcomes;
    const at = clock();
    if (partIds.length + sent.length + requeues.length > 0) {
      await db.transaction(async (tx) => {
        await preferIndexLookups(tx);
        await writeMain(tx, outcomes, at);
      });
    }
    // Apart, so a refund that cannot be made does not hold back the other outcomes.
    if (failed.length > 0) {
      await db.transaction(async (tx) => {
        await preferIndexLookups(tx);
        // Only rows this UPDATE moved to `failed` come back: the transition is the refund's once-only guard.
        for (const row of await writeFailed(tx, failed, at)) {
          if (row.accountId && row.costMicros > 0n) {
            await refund(tx, {
              accountId: row.accountId,
              messageId: row.id,
              amountMicros: row.costMicros,
              at,
            });
          }
        }
      });
    }
  }

  return {
    sent: (write) => batches.add({ kind: 'sent', write }),
    partIds: (write) => batches.add({ kind: 'partIds', write }),
    requeue: (write) => batches.add({ kind: 'requeue', write }),
    failed: (write) => batches.add({ kind: 'failed', write }),
    flush: () => batches.flush(),
    join<T>(passenger: StatusWriterRider<T>) {
      if (rider) throw new Error('the status writer has a rider already');
      rider = passenger;
      return (item: T) => {
        if (isDiscarded) return false;
        batches.add({ kind: 'rider', item });
        return true;
      };
    },
    get pending() {
      return batches.pending;
    },
    discard() {
      isDiscarded = true;
      // What rides in the queue is not the writer's to drop: the rider writes it alone.
      const riding = batches.takeWaiting().flatMap((op) => (op.kind === 'rider' ? [op.item] : []));
      batches.discard();
      if (riding.length > 0 && rider) void rider.writeAlone(riding);
    },
  };
}
