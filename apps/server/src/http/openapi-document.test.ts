/**
 * What every operation of the OpenAPI document must carry (issue 26), so `npm run lint:openapi` cannot regress
 * unnoticed and the SDK generated from the document keeps its footing: the operationId of the one rule, tags,
 * a declared security, 4xx answers as envelopes, Retry-After on 429 and 503, examples on the public APIs.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { buildOpenApiDocument } from './openapi-document.js';
import { operationIdOf, webhookOperationIdOf } from './openapi-rules.js';

interface Answer {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Record<string, unknown>; example?: unknown; examples?: unknown }>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, Answer>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
}
interface Document {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** The calls anyone may make; a new one is added here on purpose, never by forgetting `security`. */
const PUBLIC = [
  'GET /api/auth/captcha',
  'GET /api/finance/package/image/{file}',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/payments/sandbox/pay/{orderId}',
  'GET /api/user/avatar/{file}',
  'POST /api/auth/invite/test/{id}',
  'POST /api/auth/login',
  'POST /api/auth/login/otp',
  'POST /api/auth/login/otp/test',
  'POST /api/auth/login/otp2',
  'POST /api/auth/password/otp',
  'POST /api/auth/password/otp/test',
  'POST /api/auth/password/reset',
  'POST /api/auth/signup',
  'POST /api/auth/signup/otp',
  'POST /api/auth/signup/otp2',
  'POST /api/auth/signup/test/{id}',
  'POST /api/auth/sms/otp',
  'POST /api/auth/sso',
  'POST /api/payments/sandbox/pay/{orderId}/{outcome}',
  'POST /api/user/kyc/result',
  'POST /api/user/kyc/token',
];

let doc: Document;
const operations: [string, Operation][] = [];

beforeAll(async () => {
  doc = (await buildOpenApiDocument()) as unknown as Document;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.push([`${method.toUpperCase()} ${path}`, operation]);
    }
  }
});

const jsonSchemaOf = (answer: Answer) => answer.content?.['application/json']?.schema;

function isEnvelope(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref === '#/components/schemas/TransportError') return true;
  if (schema.$ref === '#/components/schemas/ErrorEnvelope') return true;
  const properties = schema.properties as Record<string, unknown> | undefined;
  return ['code', 'msg', 'data'].every((key) => properties && key in properties);
}

describe('the OpenAPI document', () => {
  test('names every operation by the one rule from its method and path, uniquely', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = new Set<string>();
    for (const [key, operation] of operations) {
      const [method, path] = key.split(' ') as [string, string];
      expect(operation.operationId, key).toBe(operationIdOf(method, path));
      ids.add(operation.operationId!);
    }
    expect(ids.size).toBe(operations.length);
    expect(operationIdOf('GET', '/api/v1/sms/messages/:messageId')).toBe('getV1SmsMessagesByMessageId');
    expect(operationIdOf('get', '/api/v1/sms/messages/{messageId}')).toBe('getV1SmsMessagesByMessageId');
    expect(operationIdOf('POST', '/api/admin/sender-id/list')).toBe('postAdminSenderIdList');
  });

  test('tags every operation with a declared tag', () => {
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const [key, operation] of [...operations, ...webhookOperations()]) {
      expect(operation.tags?.length, key).toBeGreaterThan(0);
      for (const tag of operation.tags!) expect(declared, `${key}: ${tag}`).toContain(tag);
    }
  });

  test('declares the security of every operation, public ones as [] and only the known ones', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    const open: string[] = [];
    for (const [key, operation] of operations) {
      expect(Array.isArray(operation.security), `${key} declares no security`).toBe(true);
      if (operation.security!.length === 0) open.push(key);
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) expect(schemes, key).toContain(scheme);
      }
    }
    expect(open.sort()).toEqual([...PUBLIC].sort());
    for (const [key, operation] of operations.filter(([key]) => key.includes(' /api/v1/'))) {
      expect(operation.security, key).toEqual([{ apiKey: [] }]);
    }
  });

  test('documents 4xx answers on every operation, each an envelope', () => {
    for (const [key, operation] of operations) {
      const clientErrors = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith('4'),
      );
      expect(clientErrors.length, `${key} has no 4xx answer`).toBeGreaterThan(0);
      for (const [status, answer] of clientErrors) {
        // The sandbox's hosted page is a page for a browser: its 404 is a page too.
        if (answer.content && !answer.content['application/json']) continue;
        expect(isEnvelope(jsonSchemaOf(answer)), `${key} ${status}`).toBe(true);
      }
    }
  });

  test('gives every 429 and 503 answer its Retry-After header', () => {
    let seen = 0;
    for (const [key, operation] of operations) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (status !== '429' && status !== '503') continue;
        seen += 1;
        expect(answer.headers, `${key} ${status}`).toHaveProperty('Retry-After');
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('shows examples of every answer of the public APIs', () => {
    const publicApi = operations.filter(([key]) => key.includes(' /api/v1/'));
    expect(publicApi.map(([key]) => key)).toEqual(
      expect.arrayContaining(['POST /api/v1/sms/send', 'GET /api/v1/sms/messages/{messageId}']),
    );
    for (const [key, operation] of publicApi) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const json = answer.content?.['application/json'];
        expect(json?.example ?? json?.examples, `${key} ${status}`).toBeDefined();
      }
    }
  });

  test('documents every webhook with its X-Signature header and an example, named and public', () => {
    expect(Object.keys(doc.webhooks)).toEqual(expect.arrayContaining(['message.inbound', 'message.status']));
    for (const [key, operation] of webhookOperations()) {
      const event = key.split(' ')[1]!;
      expect(operation.operationId).toBe(webhookOperationIdOf(event));
      expect(operation.security).toEqual([]);
      expect(operation.parameters?.map((header) => header.name)).toContain('X-Signature');
      expect(operation.requestBody?.content['application/json']?.example).toBeDefined();
    }
  });

  test('keeps only the component schemas something refers to', () => {
    const text = JSON.stringify({ paths: doc.paths, webhooks: doc.webhooks, components: doc.components });
    for (const name of Object.keys(doc.components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });
});

function webhookOperations(): [string, Operation][] {
  return Object.entries(doc.webhooks).flatMap(([event, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [`${method} ${event}`, operation]),
  );
}
