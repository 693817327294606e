/**
 * Applies delivery receipts in batches: receipts that arrive together are matched with one locking query
 * and written with one statement, and each SMSC receipt is acknowledged only once its batch is committed
 * (the carrier answers deliver_sm after `apply` resolves).
 *
 * A receipt is matched on its carrier by the id its TLV reports, then by the text's `id:`, then by the other
 * forms of those ids (ParsedReceipt.alternateIds): the exact forms first for every receipt of the batch, the
 * other forms only for receipts still unmatched, so an SMSC that agrees with itself costs one probe per id.
 *
 * A receipt whose ids are not in the database yet is refused for a grace period rather than dropped: the
 * SMSC sends it again, and by then the submit that produced the id is stored — another worker's outcome not
 * flushed yet, or a worker that died after submitting and before writing, whose message is claimed again
 * after its lease. After the grace period it is acknowledged and dropped. It is logged once, when first seen
 * (a warning naming the carrier, every id tried, the reason and the answer), and counted — not on every
 * redelivery. A late receipt for a final message changes nothing.
 */
import type { Logger } from 'pino';
import { receiptCounters, type DeliveryReceipt, type ReceiptCounters } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isTransientConflict } from '../../db/errors.js';
import type { MessageKey } from './claim-repo.js';
import type { RecentSubmissions } from './recent-submissions.js';
import {
  lockMessagesByCarrierIds,
  lockMessagesByKeys,
  writeReceiptOutcomes,
  type CarrierIdProbe,
  type ReceiptCandidate,
  type ReceiptWrite,
} from './receipt-repo.js';
import { applyPartReceipt, isFinalStatus, type FinalReceiptStatus } from './receipt-rules.js';
import { finalStatusPayload } from './final-status-event.js';
import { preferIndexLookups } from '../../db/sql-rows.js';
import { createBatchCoalescer } from '../../engine/index.js';
import type { FinalOutcome } from '../routing/index.js';

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
  /** Told, once committed, of the messages a batch made final (the routing module's quality counts). */
  onFinals?: (finals: FinalOutcome[]) => void;
  /** Where unmatched and alternate-id receipts are counted; the process's shared counters by default. */
  counters?: ReceiptCounters;
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
  /** Receipts waiting for a batch (not counting the batch being written). */
  readonly pending: number;
}

const MAX_CONFLICT_ATTEMPTS = 3;

export function createReceiptApplier(deps: ReceiptApplierDeps): ReceiptApplier {
  const { db, clock, logger } = deps;
  const counters = deps.counters ?? receiptCounters;
  /** Carriers already reported as matching through another id form (logged once per process). */
  const alternateFormCarriers = new Set<string>();
  /** Carrier id key → when it was first refused. */
  const unknownSince = new Map<string, number>();
  /** Receipts waiting for their batch, by what they say: a resent one joins the first. */
  const queued = new Map<string, Promise<void>>();

  const batches = createBatchCoalescer<Pending>({
    delayMs: deps.flushDelayMs ?? 5,
    maxBatch: deps.maxBatch ?? 1_000,
    write: applyWithRetries,
  });

  async function applyWithRetries(batch: Pending[]): Promise<void> {
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
        logger.error({ err: error, receipts: batch.length }, 'receipts: batch failed; the SMSC will resend');
        for (const item of batch) item.reject(error instanceof Error ? error : new Error(String(error)));
        break;
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
    const byAlternateId: { receipt: DeliveryReceipt; storedId: string }[] = [];
    const madeFinal: FinalOutcome[] = [];
    await db.transaction(async (tx) => {
      unmatched.length = 0;
      byAlternateId.length = 0;
      madeFinal.length = 0;
      await preferIndexLookups(tx);
      // One object per message, so receipts for several of its parts in this batch build on each other.
      const candidates = new Map<string, ReceiptCandidate>();
      const byCarrierId = new Map<string, ReceiptCandidate>();
      const add = (found: readonly ReceiptCandidate[]) => {
        for (const candidate of found) {
          if (candidates.has(candidate.key.id)) continue;
          candidates.set(candidate.key.id, candidate);
          for (const id of candidate.carrierIds)
            if (id) byCarrierId.set(`${candidate.carrier}|${id}`, candidate);
        }
      };
      const matchOf = (receipt: DeliveryReceipt) =>
        findMatch(receipt, (id) => byCarrierId.get(`${receipt.carrier}|${id}`));

      const known = new Map<string, MessageKey>();
      const unknown: DeliveryReceipt[] = [];
      for (const { receipt } of finals) {
        const key = findMatch(receipt, (id) => deps.recent?.find(receipt.carrier, id))?.target;
        if (key) known.set(key.id, key);
        else unknown.push(receipt);
      }
      add(await lockMessagesByKeys(tx, [...known.values()]));
      add(
        await lockMessagesByCarrierIds(
          tx,
          probesOf(unknown, (receipt) => receipt.reportedIds),
        ),
      );
      const stillUnknown = unknown.filter((receipt) => !matchOf(receipt));
      add(
        await lockMessagesByCarrierIds(
          tx,
          probesOf(stillUnknown, (receipt) => receipt.alternateIds),
        ),
      );

      const writes = new Map<string, ReceiptWrite>();
      for (const item of finals) {
        const { receipt } = item;
        const match = matchOf(receipt);
        if (!match) {
          unmatched.push(item);
          continue;
        }
        const { target: candidate, carrierMessageId } = match;
        if (match.isAlternate) byAlternateId.push({ receipt, storedId: carrierMessageId });
        const outcome = applyPartReceipt(candidate, {
          carrierMessageId,
          status: receipt.status as FinalReceiptStatus,
          errorCode: receipt.errorCode,
        });
        if (!outcome) {
          logger.debug(
            { carrierMessageId, messageId: candidate.key.id },
            'receipts: late or repeated receipt ignored',
          );
          continue;
        }
        candidate.status = outcome.status;
        candidate.partStatuses = outcome.partStatuses;
        candidate.errorCode = outcome.errorCode;
        if (outcome.isNowFinal && candidate.carrier) {
          madeFinal.push({
            carrier: candidate.carrier,
            country: candidate.country,
            status: outcome.status,
            sentAt: candidate.sentAt,
            at,
          });
        }
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
      for (const candidate of candidates.values()) {
        if (!isFinalStatus(candidate.status) || !candidate.carrier) continue;
        for (const id of candidate.carrierIds) if (id) deps.recent?.forget(candidate.carrier, id);
      }
    });
    if (madeFinal.length > 0) deps.onFinals?.(madeFinal);
    for (const { receipt, storedId } of byAlternateId) noteAlternateForm(receipt, storedId);
    const isUnmatched = new Set(unmatched);
    for (const item of finals) {
      if (isUnmatched.has(item)) continue;
      const key = keyOf(item.receipt);
      if (unknownSince.delete(key)) {
        counters.matchedAfterRefusal += 1;
        logger.info(
          { carrier: item.receipt.carrier, carrierMessageId: item.receipt.carrierMessageId },
          'receipts: a receipt refused earlier matched its message',
        );
      }
      item.resolve();
    }
    for (const item of unmatched) settleUnmatched(item, at);
  }

  function noteAlternateForm(receipt: DeliveryReceipt, storedId: string): void {
    counters.matchedByAlternateId += 1;
    if (alternateFormCarriers.has(receipt.carrier)) return;
    alternateFormCarriers.add(receipt.carrier);
    logger.info(
      { carrier: receipt.carrier, reportedIds: receipt.reportedIds, storedId },
      'receipts: this carrier reports message ids in another form than submit_sm_resp; matched by that form',
    );
  }

  /**
   * The rule for a final receipt that matches no message (docs/messaging-engine.md, "Unknown receipts"):
   * ESME_RX_T_APPN (the handler's rejection) until RECEIPT_GRACE_MS after it was first seen, so the SMSC
   * resends it; after that ESME_ROK, and it is dropped. Logged and counted once, when first seen.
   */
  function settleUnmatched(item: Pending, at: Date): void {
    const { receipt } = item;
    const key = keyOf(receipt);
    const now = at.getTime();
    const firstSeen = unknownSince.get(key);
    const since = firstSeen ?? now;
    const givesUp = now - since >= deps.unknownGraceMs;
    if (firstSeen === undefined) {
      counters.unmatched += 1;
      logger.warn(
        {
          carrier: receipt.carrier,
          stat: receipt.stat,
          recipient: receipt.recipient,
          reportedIds: receipt.reportedIds,
          alternateIds: receipt.alternateIds,
          reason: 'no message sent through this carrier holds any of these ids',
          answer: givesUp
            ? 'ESME_ROK: acknowledged and dropped'
            : `ESME_RX_T_APPN so the SMSC resends it, until ${new Date(since + deps.unknownGraceMs).toISOString()}; then acknowledged and dropped`,
        },
        'receipts: receipt matches no message',
      );
    }
    if (givesUp) {
      unknownSince.delete(key);
      counters.dropped += 1;
      if (firstSeen !== undefined) {
        logger.debug(
          { carrier: receipt.carrier, carrierMessageId: receipt.carrierMessageId },
          'receipts: unmatched receipt dropped after the grace period',
        );
      }
      item.resolve();
      return;
    }
    if (firstSeen === undefined) {
      if (unknownSince.size >= MAX_TRACKED_UNKNOWN) {
        const oldest = unknownSince.keys().next().value;
        if (oldest !== undefined) unknownSince.delete(oldest);
      }
      unknownSince.set(key, since);
    }
    item.reject(new UnmatchedReceiptError(`no message with carrier id ${receipt.carrierMessageId} yet`));
  }

  return {
    apply(receipt) {
      // An SMSC resends a receipt it had no answer to in time: while the same one still waits for its
      // batch, the resent one shares its answer instead of queueing again — under a backlog, each resend
      // queued anew made the backlog, and so the resends, grow.
      const sameKey = `${keyOf(receipt)}|${receipt.stat}|${receipt.errorCode ?? ''}|${receipt.reportedIds.join(' ')}`;
      const waiting = queued.get(sameKey);
      if (waiting) return waiting;
      const applied = new Promise<void>((resolve, reject) => batches.add({ receipt, resolve, reject }));
      queued.set(sameKey, applied);
      const forget = () => queued.delete(sameKey);
      applied.then(forget, forget);
      return applied;
    },
    flush: () => batches.flush(),
    get pending() {
      return batches.pending;
    },
  };
}

function keyOf(receipt: DeliveryReceipt): string {
  return `${receipt.carrier}|${receipt.carrierMessageId}`;
}

interface Match<T> {
  target: T;
  /** The id as the message holds it (the form that matched). */
  carrierMessageId: string;
  isAlternate: boolean;
}

/** The first of the receipt's ids, reported ones before other forms, that `lookUp` finds. */
function findMatch<T>(receipt: DeliveryReceipt, lookUp: (id: string) => T | undefined): Match<T> | undefined {
  for (const [ids, isAlternate] of [
    [receipt.reportedIds, false],
    [receipt.alternateIds, true],
  ] as const) {
    for (const id of ids) {
      const target = lookUp(id);
      if (target !== undefined) return { target, carrierMessageId: id, isAlternate };
    }
  }
  return undefined;
}

function probesOf(
  receipts: readonly DeliveryReceipt[],
  idsOf: (receipt: DeliveryReceipt) => readonly string[],
): CarrierIdProbe[] {
  const probes = new Map<string, CarrierIdProbe>();
  for (const receipt of receipts) {
    for (const id of idsOf(receipt)) probes.set(`${receipt.carrier}|${id}`, { carrier: receipt.carrier, id });
  }
  return [...probes.values()];
}
