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
export type { SendRequest, SendResult } from './types.js';
