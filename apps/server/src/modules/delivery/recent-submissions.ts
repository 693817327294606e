/**
 * The carrier ids this process was given recently, with the row they belong to. A receipt usually comes back
 * to the process that submitted the message, within seconds: matched here, its message is found by primary
 * key. Receipts for ids not held here (another worker's, or older than what is kept) are matched through the
 * GIN index on `carrier_ids` instead — the same answer, one index probe per id instead of none.
 */
import type { MessageKey } from './claim-repo.js';

const DEFAULT_CAPACITY = 500_000;

export interface RecentSubmissions {
  remember(carrier: string, carrierMessageId: string, key: MessageKey): void;
  find(carrier: string, carrierMessageId: string): MessageKey | undefined;
  forget(carrier: string, carrierMessageId: string): void;
  readonly size: number;
}

/** Bounded by `capacity` entries (about 150 bytes each); the oldest go first. */
export function createRecentSubmissions(capacity = DEFAULT_CAPACITY): RecentSubmissions {
  const entries = new Map<string, MessageKey>();
  const keyOf = (carrier: string, id: string) => `${carrier}|${id}`;
  return {
    remember(carrier, carrierMessageId, key) {
      const entryKey = keyOf(carrier, carrierMessageId);
      entries.delete(entryKey);
      entries.set(entryKey, key);
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    find: (carrier, carrierMessageId) => entries.get(keyOf(carrier, carrierMessageId)),
    forget(carrier, carrierMessageId) {
      entries.delete(keyOf(carrier, carrierMessageId));
    },
    get size() {
      return entries.size;
    },
  };
}
