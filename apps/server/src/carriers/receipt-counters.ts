/**
 * Counts of delivery receipts that did not update a message, for the metrics and readiness endpoints: a
 * carrier whose receipts stop matching (a changed id format, a broken TLV) otherwise shows only as messages
 * that stay `sent` for two days. In-process and monotonic, like Prometheus counters; each worker process
 * counts its own binds' receipts.
 */
export interface ReceiptCounters {
  /** Receipts whose text and TLVs named no id or no state: acknowledged and ignored. */
  unreadable: number;
  /** Final receipts that matched no message when first seen (each counted once, not per redelivery). */
  unmatched: number;
  /** Unmatched receipts given up after the grace period: acknowledged and dropped. */
  dropped: number;
  /** Unmatched receipts that found their message on a later delivery (its id was stored meanwhile). */
  matchedAfterRefusal: number;
  /** Receipts matched only through another form of their id (base, leading zeros, case). */
  matchedByAlternateId: number;
}

export function createReceiptCounters(): ReceiptCounters {
  return { unreadable: 0, unmatched: 0, dropped: 0, matchedAfterRefusal: 0, matchedByAlternateId: 0 };
}

/** This process's counters; the receipt applier and the deliver_sm handler add to them. */
export const receiptCounters: ReceiptCounters = createReceiptCounters();
