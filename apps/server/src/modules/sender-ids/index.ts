/** The sender-ID module's surface: the admin routes, and the service the operator's review goes through. */
export { senderIdRoutes } from './routes.js';
export { createSenderIdService, SenderIdReviewError } from './service.js';
export { findApprovedSenderIdCountries } from './approved-sender-ids.js';
