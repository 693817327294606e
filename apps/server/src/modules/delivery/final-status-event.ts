/** The status webhook body of a message that just became final (null for platform messages: no account). */
import { messageStatusEvent } from '../webhooks/index.js';
import type { ReceiptCandidate } from './receipt-repo.js';

export function finalStatusPayload(
  candidate: ReceiptCandidate,
  outcome: { status: string; errorCode: string | null },
  at: Date,
): string | null {
  if (!candidate.accountId) return null;
  return JSON.stringify(
    messageStatusEvent({
      id: candidate.key.id,
      to: candidate.to,
      status: outcome.status,
      errorCode: outcome.errorCode,
      segments: candidate.segments,
      costMicros: candidate.costMicros,
      at,
    }),
  );
}
