/**
 * @beacon/sdk: Beacon's public APIs from TypeScript — send SMS, read a message's status, send and check
 * one-time codes (Verify API), check a webhook's signature. Types are generated from the server's OpenAPI document (README.md).
 */
export { createBeaconClient } from './client.js';
export type { BeaconClient, BeaconClientOptions, CallOptions, SendOptions } from './client.js';
export { BeaconApiError } from './errors.js';
export type { RetryEvent, RetryOptions } from './retry.js';
export type {
  MessageInboundEvent,
  MessageStatus,
  MessageStatusEvent,
  SendRequest,
  SendResult,
  VerificationEvent,
  VerifyCheckRequest,
  VerifyCheckResult,
  VerifyStartRequest,
  VerifyStartResult,
  WebhookEvent,
} from './types.js';
export { verifyWebhookSignature } from './webhook-signature.js';
export type { paths, webhooks } from './generated/openapi.js';
