/**
 * Collects the dispatcher's outcomes and writes them in bulk: one flush a few milliseconds after the first
 * outcome (or at once when `maxBatch` are waiting), one statement per kind. Flushes run one at a time, so a
 * busy dispatcher writes ever larger batches instead of ever more statements. `flush()` resolves once
 * everything queued before it is stored — the receipt applier calls it first, so a receipt never looks for
 * a carrier id this process knows but has not written yet.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { refund } from '../billing/index.js';
import { preferIndexLookups } from '../../db/sql-rows.js';
import { createBatchCoalescer } from '../../engine/index.js';
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
  | { kind: 'failed'; write: FailedWrite };

const RETRY_DELAYS_MS = [50, 200, 1_000, 3_000, 10_000];

export interface StatusWriter {
  sent(write: SentWrite): void;
  partIds(write: PartIdsWrite): void;
  requeue(write: RequeueWrite): void;
  failed(write: FailedWrite): void;
  /** Resolves once everything queued before the call has been written (or given up on). */
  flush(): Promise<void>;
  /** Outcomes waiting to be written. */
  readonly pending: number;
  /** Drops what is queued and ignores what comes: the state a crashed process leaves behind (tests). */
  discard(): void;
}

export function createStatusWriter(deps: StatusWriterDeps): StatusWriter {
  const { db, clock, logger } = deps;
  let isDiscarded = false;
  const batches = createBatchCoalescer<Op>({
    delayMs: deps.flushDelayMs ?? 5,
    maxBatch: deps.maxBatch ?? 1_000,
    write: writeWithRetries,
  });

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

  async function writeBatch(batch: Op[]): Promise<void> {
    const partIds = new Map<string, PartIdsWrite>();
    const sent: SentWrite[] = [];
    const requeues: RequeueWrite[] = [];
    const failed: FailedWrite[] = [];
    for (const op of batch) {
      if (op.kind === 'partIds') partIds.set(op.write.key.id, op.write);
      else if (op.kind === 'sent') sent.push(op.write);
      else if (op.kind === 'requeue') requeues.push(op.write);
      else failed.push(op.write);
    }
    const at = clock();
    for (const write of [...sent, ...failed]) partIds.delete(write.key.id);
    if (partIds.size + sent.length + requeues.length > 0) {
      await db.transaction(async (tx) => {
        await preferIndexLookups(tx);
        await writePartIds(tx, [...partIds.values()]);
        await writeSent(tx, sent, at, new Date(at.getTime() + deps.receiptWaitMs));
        await writeRequeues(tx, requeues, at);
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
    get pending() {
      return batches.pending;
    },
    discard() {
      isDiscarded = true;
      batches.discard();
    },
  };
}
