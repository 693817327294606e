/**
 * The sending module's surface: its routes, the composed sending services, the idempotency purge loop and the
 * operator's status counts.
 */
export { createSendingServices } from './compose.js';
export { startIdempotencyPurge } from './idempotency-purge.js';
export { countMessagesByStatus } from './repo.js';
export { sendingRoutes } from './routes.js';
/** What the SMPP server needs to send through the same acceptance (smpp-server/). */
export { isSendRejection, type SendRejection } from './rejection.js';
export type { SendingServices } from './compose.js';
/** What the Verify API's routes share with the send API (modules/verify). */
export { acceptWithCurrentReads } from './api-caller.js';
export {
  UNAUTHORISED,
  apiKeySecurity,
  errorExamples,
  successOf,
  unavailableResponse,
} from './api-answers.js';
export { SendApiError } from './api-errors.js';
export { isPlainObject } from './api-body.js';
export { IDEMPOTENCY_KEY_PATTERN, requestHashOf } from './idempotency.js';
export type { CompanionsAtOnce, SendCompanion, SendRequest, SendResult } from './types.js';
