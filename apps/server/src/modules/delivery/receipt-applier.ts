/**
 * Applies delivery receipts in batches: receipts that arrive together are matched with one locking query
 * and written with one statement, and each SMSC receipt is acknowledged only once its batch is committed
 * (the carrier answers deliver_sm after `apply` resolves).
 *
 * A receipt whose carrier id is not in the database yet is refused for a grace period rather than dropped:
 * the SMSC sends it again, and by then the submit that produced the id is stored — another worker's
 * outcome not flushed yet, or a worker that died after submitting and before writing, whose message is
 * claimed again after its lease. After the grace period it is logged and dropped (docs: "A receipt for an
 * unknown id is logged and dropped"). A late receipt for a final message changes nothing.
 */
import type { Logger } from 'pino';
import type { DeliveryReceipt } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isTransientConflict } from '../../db/errors.js';
import type { MessageKey } from './claim-repo.js';
import type { RecentSubmissions } from './recent-submissions.js';
import {
  lockMessagesByCarrierIds,
  lockMessagesByKeys,
  writeReceiptOutcomes,
  type ReceiptCandidate,
  type ReceiptWrite,
} from './receipt-repo.js';
import { applyPartReceipt, isFinalStatus, type FinalReceiptStatus } from './receipt-rules.js';
import { finalStatusPayload } from './final-status-event.js';
import { preferIndexLookups } from './sql-rows.js';

export class UnmatchedReceiptError extends Error {
  override name = 'UnmatchedReceiptError';
}

export interface ReceiptApplierDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** Called before matching: stores this process's pending submit outcomes (StatusWriter.flush). */
  beforeMatch?: () => Promise<void>;
  /** Carrier ids this process submitted: their messages are found by primary key. */
  recent?: RecentSubmissions;
  /** How long an unknown carrier id is refused (the SMSC retries) before its receipt is dropped. */
  unknownGraceMs: number;
  flushDelayMs?: number;
  maxBatch?: number;
}

interface Pending {
  receipt: DeliveryReceipt;
  resolve: () => void;
  reject: (error: Error) => void;
}

const MAX_TRACKED_UNKNOWN = 100_000;

export interface ReceiptApplier {
  apply(receipt: DeliveryReceipt): Promise<void>;
  /** Applies what is waiting now. */
  flush(): Promise<void>;
}

const MAX_CONFLICT_ATTEMPTS = 3;

export function createReceiptApplier(deps: ReceiptApplierDeps): ReceiptApplier {
  const { db, clock, logger } = deps;
  const flushDelayMs = deps.flushDelayMs ?? 5;
  const maxBatch = deps.maxBatch ?? 1_000;
  const queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** Carrier id key → when it was first refused. */
  const unknownSince = new Map<string, number>();

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    running ??= drain().finally(() => {
      running = null;
      if (queue.length > 0) start();
    });
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await applyBatch(batch);
          break;
        } catch (error) {
          // The dispatcher's outcome writes lock the same rows in their own order: a deadlock victim
          // was rolled back whole and simply runs again.
          if (isTransientConflict(error) && attempt < MAX_CONFLICT_ATTEMPTS) {
            logger.warn(
              { err: error, receipts: batch.length, attempt },
              'receipts: batch conflicted, retrying',
            );
            continue;
          }
          logger.error(
            { err: error, receipts: batch.length },
            'receipts: batch failed; the SMSC will resend',
          );
          for (const item of batch) item.reject(error instanceof Error ? error : new Error(String(error)));
          break;
        }
      }
    }
  }

  async function applyBatch(batch: Pending[]): Promise<void> {
    const finals = batch.filter((item) => item.receipt.isFinal);
    for (const item of batch) if (!item.receipt.isFinal) item.resolve();
    if (finals.length === 0) return;
    await deps.beforeMatch?.();
    const at = clock();
    const unmatched: Pending[] = [];
    await db.transaction(async (tx) => {
      await preferIndexLookups(tx);
      const known = new Map<string, MessageKey>();
      const unknownIds = new Set<string>();
      for (const { receipt } of finals) {
        const key = deps.recent?.find(receipt.carrier, receipt.carrierMessageId);
        if (key) known.set(key.id, key);
        else unknownIds.add(receipt.carrierMessageId);
      }
      // One object per message, so receipts for several of its parts in this batch build on each other.
      const candidates = [
        ...new Map(
          [
            ...(await lockMessagesByKeys(tx, [...known.values()])),
            ...(await lockMessagesByCarrierIds(tx, [...unknownIds])),
          ].map((candidate) => [candidate.key.id, candidate]),
        ).values(),
      ];
      const byCarrierId = new Map<string, ReceiptCandidate>();
      for (const candidate of candidates) {
        for (const id of candidate.carrierIds)
          if (id) byCarrierId.set(`${candidate.carrier}|${id}`, candidate);
      }
      const writes = new Map<string, ReceiptWrite>();
      for (const item of finals) {
        const { receipt } = item;
        const candidate = byCarrierId.get(`${receipt.carrier}|${receipt.carrierMessageId}`);
        if (!candidate) {
          unmatched.push(item);
          continue;
        }
        const outcome = applyPartReceipt(candidate, {
          carrierMessageId: receipt.carrierMessageId,
          status: receipt.status as FinalReceiptStatus,
          errorCode: receipt.errorCode,
        });
        if (!outcome) {
          logger.debug(
            { carrierMessageId: receipt.carrierMessageId, messageId: candidate.key.id },
            'receipts: late or repeated receipt ignored',
          );
          continue;
        }
        candidate.status = outcome.status;
        candidate.partStatuses = outcome.partStatuses;
        candidate.errorCode = outcome.errorCode;
        writes.set(candidate.key.id, {
          key: candidate.key,
          status: outcome.status,
          partStatuses: outcome.partStatuses,
          errorCode: outcome.errorCode,
          final: outcome.isNowFinal
            ? {
                detail: { carrier: receipt.carrier, stat: receipt.stat, parts: outcome.partStatuses.length },
                payload: finalStatusPayload(candidate, outcome, at),
              }
            : (writes.get(candidate.key.id)?.final ?? null),
        });
      }
      await writeReceiptOutcomes(tx, [...writes.values()], at);
      for (const candidate of candidates) {
        if (!isFinalStatus(candidate.status) || !candidate.carrier) continue;
        for (const id of candidate.carrierIds) if (id) deps.recent?.forget(candidate.carrier, id);
      }
    });
    const isUnmatched = new Set(unmatched);
    for (const item of finals) {
      if (isUnmatched.has(item)) continue;
      unknownSince.delete(keyOf(item.receipt));
      item.resolve();
    }
    for (const item of unmatched) settleUnmatched(item, at.getTime());
  }

  function settleUnmatched(item: Pending, now: number): void {
    const key = keyOf(item.receipt);
    const since = unknownSince.get(key) ?? now;
    if (now - since >= deps.unknownGraceMs) {
      unknownSince.delete(key);
      logger.warn(
        {
          carrier: item.receipt.carrier,
          carrierMessageId: item.receipt.carrierMessageId,
          stat: item.receipt.stat,
        },
        'receipts: receipt for an unknown carrier id dropped',
      );
      item.resolve();
      return;
    }
    if (!unknownSince.has(key)) {
      if (unknownSince.size >= MAX_TRACKED_UNKNOWN) {
        const oldest = unknownSince.keys().next().value;
        if (oldest !== undefined) unknownSince.delete(oldest);
      }
      unknownSince.set(key, since);
    }
    item.reject(new UnmatchedReceiptError(`no message with carrier id ${item.receipt.carrierMessageId} yet`));
  }

  return {
    apply(receipt) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ receipt, resolve, reject });
        if (queue.length >= maxBatch) start();
        else timer ??= setTimeout(start, flushDelayMs);
      });
    },
    async flush() {
      start();
      await running;
    },
  };
}

function keyOf(receipt: DeliveryReceipt): string {
  return `${receipt.carrier}|${receipt.carrierMessageId}`;
}
