/** The wire types of the public APIs, as the server's OpenAPI document states them (src/generated). */
import type { components, operations, webhooks } from './generated/openapi.js';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessData<T> = T extends { responses: { 200: infer Answer } }
  ? JsonOf<Answer> extends { data: infer Data }
    ? Data
    : never
  : never;
type WebhookBody<T> = T extends { post: { requestBody?: infer Body } } ? JsonOf<NonNullable<Body>> : never;

/** The body of `POST /api/v1/sms/send`. */
export type SendRequest = components['schemas']['SendApiRequestInput'];
/** `data` of an accepted send. */
export type SendResult = SuccessData<operations['postV1SmsSend']>;
/** `data` of `GET /api/v1/sms/messages/{messageId}`. */
export type MessageStatus = SuccessData<operations['getV1SmsMessagesByMessageId']>;
/** The body of `POST /api/v1/verify/start`. */
export type VerifyStartRequest = components['schemas']['VerifyStartRequestInput'];
/** `data` of a started verification. */
export type VerifyStartResult = SuccessData<operations['postV1VerifyStart']>;
/** The body of `POST /api/v1/verify/check`. */
export type VerifyCheckRequest = components['schemas']['VerifyCheckRequestInput'];
/** `data` of a check: the verification's status after it. */
export type VerifyCheckResult = SuccessData<operations['postV1VerifyCheck']>;
/** The body of the `message.status` webhook. */
export type MessageStatusEvent = WebhookBody<webhooks['message.status']>;
/** The body of the `message.inbound` webhook. */
export type MessageInboundEvent = WebhookBody<webhooks['message.inbound']>;
/** The body of a `verification.*` webhook (never carries the code). */
export type VerificationEvent = WebhookBody<webhooks['verification']>;
/** Every webhook event this SDK knows. */
export type WebhookEvent = MessageStatusEvent | MessageInboundEvent | VerificationEvent;
