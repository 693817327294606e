/**
 * What every operation of the OpenAPI document carries, applied in one place while the document is built, so
 * a new route gets it without asking and `npm run lint:openapi` (Redocly's recommended rules) stays clean:
 * an operationId derived from its method and path, the transport answers (4xx) of API.md's envelope where
 * the route documents none of its own, `Retry-After` on every 429 and 503, and no unused component schema.
 * Tags and `security` stay with each route (a public one says `security: []`); openapi-document.test.ts
 * holds every operation to all of this.
 */
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTransportErrorSchema } from '@beacon/shared';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');

/**
 * `POST /api/v1/sms/send` → `postV1SmsSend`, `GET /api/v1/sms/messages/:messageId` →
 * `getV1SmsMessagesByMessageId`: stable as long as the route is, and unique since method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : camelWords(segment);
    });
  return method.toLowerCase() + segments.join('');
}

/** A webhook is named by its event: `message.status` → `webhookMessageStatus`. */
export function webhookOperationIdOf(event: string): string {
  return `webhook${camelWords(event)}`;
}

const transportAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZTransportErrorSchema } },
});

const UNREADABLE = transportAnswer(
  'Transport: the request cannot be read (a URL that does not decode, a body that does not parse). Every ' +
    'business outcome, validation included, is HTTP 200 with a catalogue code instead.',
);
const WITH_BODY = {
  413: transportAnswer('Transport: the body is larger than the route accepts (1 MiB unless it says more).'),
  415: transportAnswer('Transport: a Content-Type the route does not read (JSON and forms are read).'),
};

const isClientError = (status: string) => /^4(\d\d|XX)$/.test(status);
const isSuccess = (status: string) => /^[23](\d\d|XX)$/.test(status);

export const transform: typeof jsonSchemaTransform = (input) => {
  if (!input.schema) return jsonSchemaTransform(input);
  const schema = { ...(input.schema as Record<string, unknown>) };
  const method = [input.route.method].flat()[0]!;
  schema.operationId = operationIdOf(method, input.url);
  let response = (schema.response ?? {}) as Record<string, unknown>;
  // A page, a picture or a file (`produces`) declares no response schema, as nothing of it is serialised.
  const produces = schema.produces as string[] | undefined;
  if (produces && !Object.keys(response).some(isSuccess)) {
    const content = Object.fromEntries(produces.map((type) => [type, { schema: z.string() }]));
    response = { ...response, 200: { description: `Success: ${produces.join(' or ')}.`, content } };
  }
  // The public APIs under /api/v1 document their own table of statuses; console calls answer the envelope's.
  if (!Object.keys(response).some(isClientError)) {
    response = { ...response, 400: UNREADABLE, ...(method === 'GET' ? {} : WITH_BODY) };
  }
  schema.response = response;
  // Every body may be sent as JSON or as a form (API.md); the document says so for each operation.
  if (schema.body && !schema.consumes)
    schema.consumes = ['application/json', 'application/x-www-form-urlencoded'];
  return jsonSchemaTransform({ ...input, schema });
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function* operationsOf(pathItems: Json | undefined): Generator<[string, JsonObject]> {
  if (!isObject(pathItems)) return;
  for (const [name, item] of Object.entries(pathItems)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) if (isObject(operation)) yield [name, operation];
  }
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
} satisfies Json;

function refsIn(value: Json | undefined, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/**
 * zod's registry gives every schema with an id an input and an output component, whichever the routes use:
 * keep the ones the paths and webhooks reach.
 */
export function pruneComponents(document: JsonObject): void {
  const components = document.components;
  if (!isObject(components) || !isObject(components.schemas)) return;
  const schemas = components.schemas;
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  let next = refsIn({ paths: document.paths ?? null, webhooks: document.webhooks ?? null }, new Set());
  while (next.size > 0) {
    const found = new Set<string>();
    for (const ref of next) {
      const name = ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
      if (name === undefined || reached.has(name)) continue;
      reached.add(name);
      refsIn(schemas[name], found);
    }
    next = found;
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

export const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as unknown as JsonObject;
  for (const [, operation] of operationsOf(document.paths)) {
    if (!isObject(operation.responses)) continue;
    for (const [status, answer] of Object.entries(operation.responses)) {
      if ((status === '429' || status === '503') && isObject(answer)) {
        answer.headers = { 'Retry-After': RETRY_AFTER, ...(isObject(answer.headers) ? answer.headers : {}) };
      }
    }
  }
  // Webhooks are requests Beacon makes: the receiver authenticates them by X-Signature, not a scheme of ours.
  for (const [event, operation] of operationsOf(document.webhooks)) {
    operation.operationId = webhookOperationIdOf(event);
    operation.security ??= [];
  }
  pruneComponents(document);
  return document;
};
