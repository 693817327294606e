/**
 * The multipart rule of docs/messaging-engine.md as a pure function: each part's final receipt state goes
 * into `part_statuses`; the message is final when every part has one — `delivered` when all parts were,
 * else the status of the first part (in part order) that was not. Non-final receipts change nothing, and a
 * final message never changes again.
 */
import { FINAL_MESSAGE_STATUSES, type MessageStatus } from '../../db/schema/index.js';

export type FinalReceiptStatus = 'delivered' | 'undelivered' | 'expired' | 'rejected';

export interface ReceiptTarget {
  status: MessageStatus;
  carrierIds: (string | null)[];
  partStatuses: (MessageStatus | null)[] | null;
  errorCode: string | null;
}

export interface ReceiptOutcome {
  status: MessageStatus;
  partStatuses: (MessageStatus | null)[];
  errorCode: string | null;
  /** The message reached its final status with this receipt. */
  isNowFinal: boolean;
}

const FINAL = new Set<string>(FINAL_MESSAGE_STATUSES);

export function isFinalStatus(status: string): boolean {
  return FINAL.has(status);
}

/** The new state of a message after a final receipt for one of its parts; null when nothing changes. */
export function applyPartReceipt(
  target: ReceiptTarget,
  receipt: { carrierMessageId: string; status: FinalReceiptStatus; errorCode: string | null },
): ReceiptOutcome | null {
  if (isFinalStatus(target.status)) return null;
  const index = target.carrierIds.indexOf(receipt.carrierMessageId);
  if (index < 0) return null;
  const partCount = target.carrierIds.length;
  const parts = Array.from({ length: partCount }, (_, i) => target.partStatuses?.[i] ?? null);
  if (parts[index] !== null) return null;
  parts[index] = receipt.status;

  let errorCode = target.errorCode;
  const firstFailedBefore = parts.slice(0, index).some((part) => part !== null && part !== 'delivered');
  if (receipt.status !== 'delivered' && !firstFailedBefore) errorCode = receipt.errorCode;

  if (parts.some((part) => part === null)) {
    return { status: target.status, partStatuses: parts, errorCode, isNowFinal: false };
  }
  const firstFailed = parts.find((part) => part !== 'delivered');
  return {
    status: firstFailed ?? 'delivered',
    partStatuses: parts,
    errorCode: firstFailed ? errorCode : null,
    isNowFinal: true,
  };
}

/** The error code of a message whose receipt never came (docs/messaging-engine.md, "Receipt expiry"). */
const NO_RECEIPT_ERROR_CODE = 'NO_RECEIPT';

/**
 * The final state of a message still waiting for receipts when its validity and the grace have passed:
 * every part without a final receipt counts as `expired`, then the multipart rule decides as it does for
 * receipts — so a part that came back undelivered before a silent one still names the outcome.
 */
export function expireUnreceipted(target: ReceiptTarget): ReceiptOutcome | null {
  if (isFinalStatus(target.status)) return null;
  const partCount = Math.max(1, target.carrierIds.length);
  const parts = Array.from({ length: partCount }, (_, i) => target.partStatuses?.[i] ?? null);
  const firstNotDelivered = parts.find((part) => part !== 'delivered');
  if (firstNotDelivered === undefined) {
    return { status: 'delivered', partStatuses: parts, errorCode: null, isNowFinal: true };
  }
  return {
    status: firstNotDelivered ?? 'expired',
    partStatuses: parts.map((part) => part ?? 'expired'),
    errorCode: firstNotDelivered === null ? NO_RECEIPT_ERROR_CODE : target.errorCode,
    isNowFinal: true,
  };
}
