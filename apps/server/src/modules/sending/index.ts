/**
 * The sending module's surface: its routes, the composed sending services, the idempotency purge loop and the
 * operator's status counts.
 */
export { createSendingServices } from './compose.js';
export { startIdempotencyPurge } from './idempotency-purge.js';
export { countMessagesByStatus } from './repo.js';
export { sendingRoutes } from './routes.js';
