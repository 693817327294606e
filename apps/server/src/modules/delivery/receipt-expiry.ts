/**
 * Expires messages whose receipt never came (docs/messaging-engine.md, "Receipt expiry"): a message still
 * `sent` when its validity at the SMSC and the grace have passed will get no receipt any more, and waiting
 * longer would break "every accepted message ends in exactly one final status". It is written like a
 * receipt — same statement, history row and `message.status` webhook — and not refunded: it reached a carrier.
 */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { lockUnreceiptedMessages, writeReceiptOutcomes, type ReceiptWrite } from './receipt-repo.js';
import { expireUnreceipted } from './receipt-rules.js';
import { finalStatusPayload } from './final-status-event.js';
import { preferIndexLookups } from '../../db/sql-rows.js';

export interface ExpiredMessage {
  id: string;
  carrier: string | null;
  carrierIds: (string | null)[];
  country: string | null;
  sentAt: Date | null;
}

/** One bounded batch in one transaction; answers the messages it made final. */
export async function expireUnreceiptedMessages(
  db: Database,
  options: { clock: Clock; limit: number },
): Promise<ExpiredMessage[]> {
  return db.transaction(async (tx) => {
    // The write joins the batch's keys to `messages` like the receipt applier's: by index, not by a hash.
    await preferIndexLookups(tx);
    const at = options.clock();
    const candidates = await lockUnreceiptedMessages(tx, { now: at, limit: options.limit });
    const writes: ReceiptWrite[] = [];
    const expired: ExpiredMessage[] = [];
    for (const candidate of candidates) {
      const outcome = expireUnreceipted(candidate);
      if (!outcome) continue;
      writes.push({
        key: candidate.key,
        status: outcome.status,
        partStatuses: outcome.partStatuses,
        errorCode: outcome.errorCode,
        final: {
          detail: { carrier: candidate.carrier, reason: 'no-receipt', parts: outcome.partStatuses.length },
          payload: finalStatusPayload(candidate, outcome, at),
        },
      });
      expired.push({
        id: candidate.key.id,
        carrier: candidate.carrier,
        carrierIds: candidate.carrierIds,
        country: candidate.country,
        sentAt: candidate.sentAt,
      });
    }
    await writeReceiptOutcomes(tx, writes, at);
    return expired;
  });
}
