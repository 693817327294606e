/**
 * The webhooks module's surface: routes, the console's service, the event bodies, the outbox writes other
 * modules make in their own transactions, and the sender's claim, delivery and signature.
 */
export { createWebhookDeliverer, type DeliverWebhook } from './deliver-webhook.js';
export { messageInboundEvent, messageStatusEvent } from './events.js';
export { WEBHOOK_DOCS, WEBHOOK_TAG } from './openapi.js';
export { insertInboundWebhook, insertStatusWebhooksFrom } from './outbox-sql.js';
export {
  claimDueDeliveries,
  type ClaimedDelivery,
  type DeliveryOutcome,
  writeDeliveryOutcomes,
} from './repo.js';
export { webhookRoutes } from './routes.js';
export { createWebhookService, type WebhookService } from './service.js';
export { verifySignatureHeader } from './signature.js';
