/**
 * The delivery module's surface: what the messaging engine's workers drive (claim, dispatch, status writes,
 * receipts, their expiry, inbound messages).
 */
export { claimDueMessages, type ClaimedMessage } from './claim-repo.js';
export { createDispatchRateLimiter } from './dispatch-limits.js';
export {
  createMessageDispatch,
  type DispatchContext,
  type DispatchMessage,
  type SubmitObserver,
} from './dispatch-message.js';
export { createInboundService, type InboundService, type StoredInbound } from './inbound-service.js';
export { createReceiptApplier, type ReceiptApplier } from './receipt-applier.js';
export { expireUnreceiptedMessages } from './receipt-expiry.js';
export { createRecentSubmissions, type RecentSubmissions } from './recent-submissions.js';
export { createStatusWriter, type StatusWriter } from './status-writer.js';
