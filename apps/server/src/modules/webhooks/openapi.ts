/**
 * The OpenAPI 3.1 `webhooks` of the server's document: the two events of API.md as a receiver sees them,
 * with the headers the sender adds. Routes describe themselves through their schemas, but these requests go
 * out rather than in, so the document takes them from here.
 */
import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import {
  ZMessageInboundEventSchema,
  ZMessageStatusEventSchema,
  ZVerificationEventSchema,
} from '@beacon/shared';

/** API.md's header, with the one `v1` per live secret that a rotation adds. */
export const SIGNATURE_HEADER_PATTERN = '^t=\\d+(,v1=[0-9a-f]{64})+$';

/** The 3.1 document's `webhooks` as @fastify/swagger types it. */
type WebhooksOf<T> = T extends { webhooks?: infer W } ? W : never;
type Webhooks = NonNullable<WebhooksOf<ReturnType<SwaggerTransformObject>>>;
type PathItem = Webhooks[string];
type Parameter = NonNullable<NonNullable<Exclude<PathItem, { $ref: string }>['post']>['parameters']>[number];
type SchemaObject = NonNullable<Extract<Parameter, { in: string }>['schema']>;

/** A body schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (the openapi-types typings are narrower). */
function jsonSchemaOf(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return json as SchemaObject;
}

const HEADERS: Parameter[] = [
  {
    name: 'X-Signature',
    in: 'header',
    required: false,
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Compute the HMAC over the raw ' +
      'body as received, accept the event when any `v1` matches, and reject events whose `t` is more than ' +
      '5 minutes old. While a rotated secret is still valid (24 hours) a second `v1` is signed with the ' +
      'previous one. Absent when no secret is set or signing is turned off in the SMS settings.',
    schema: { type: 'string', pattern: SIGNATURE_HEADER_PATTERN },
  },
  {
    name: 'X-Beacon-Event',
    in: 'header',
    required: true,
    description: 'The `event` of the body.',
    schema: { type: 'string' },
  },
  {
    name: 'X-Beacon-Delivery',
    in: 'header',
    required: true,
    description: 'The delivery id: the same on every retry of one event, so receivers can deduplicate.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
];

const RESPONSES = {
  '2XX': { description: 'Received. Any 2xx ends the delivery.' },
  default: {
    description:
      'Anything else, a redirect (not followed) or no answer within 10 seconds is retried with exponential ' +
      'backoff (30 s doubling, capped at 1 hour) for 24 hours. Every attempt is listed in the console.',
  },
};

function operationOf(summary: string, description: string, schema: z.ZodType, example: object): PathItem {
  return {
    post: {
      summary,
      description,
      tags: ['webhooks'],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchemaOf(schema),
            example,
          },
        },
      },
      responses: RESPONSES,
    },
  };
}

const WHERE =
  'POSTed as JSON to the URL set in the SMS settings when the attempt is made (a URL changed since the event ' +
  'applies to its retries; a cleared one ends them). Delivery is at least once. The console test button ' +
  'sends `{ "event": "webhook.test", "kind", "accountId", "timestamp" }` the same way.';

export const WEBHOOK_DOCS: Webhooks = {
  'message.status': operationOf(
    'Delivery status of a message',
    `Sent when the carrier accepts a message (\`sent\`) and when its status becomes final, to \`statusWebhookUrl\`. ${WHERE}`,
    ZMessageStatusEventSchema,
    {
      event: 'message.status',
      messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
      to: '+14155550100',
      status: 'delivered',
      errorCode: null,
      segments: 1,
      cost: '0.0075',
      timestamp: '2026-03-02T09:00:02.000Z',
    },
  ),
  'message.inbound': operationOf(
    'An inbound (MO) message',
    `Sent when a reply to one of the account's messages arrives, to \`moWebhookUrl\`. ${WHERE}`,
    ZMessageInboundEventSchema,
    {
      event: 'message.inbound',
      messageId: 'SM01JQ3K7A2B3C4D5E6F7G8H9J0K',
      from: '+14155550100',
      to: 'Beacon',
      content: 'STOP',
      timestamp: '2026-03-02T09:05:00.000Z',
    },
  ),
  verification: operationOf(
    'A verification changed (Verify API)',
    '`verification.approved`, `verification.expired`, `verification.canceled` (a new start for the same `to`) ' +
      'or `verification.max_attempts`, to `statusWebhookUrl`. Never carries the code. ' +
      WHERE,
    ZVerificationEventSchema,
    {
      event: 'verification.approved',
      verificationId: 'VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
      to: '+14155550100',
      status: 'approved',
      attempts: 1,
      timestamp: '2026-03-02T09:01:10.000Z',
    },
  ),
};

export const WEBHOOK_TAG = {
  name: 'webhooks',
  description:
    'Events Beacon POSTs to the URLs in the SMS settings (not calls to Beacon): payloads, signature, retries',
} as const;
