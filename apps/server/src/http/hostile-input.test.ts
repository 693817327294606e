/**
 * No input makes the server fail: every operation of the app's own OpenAPI document is driven with hostile
 * bodies (JSON, form and multipart), query strings, path parameters and headers, and broken HTTP is sent
 * over a real socket (app.inject skips Node's HTTP parser). Any 5xx, or any body that is not the envelope
 * `{code, msg, data}`, fails. One app and one signed-in user for the whole file keep it fast.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { signIn, type SignedUpUser } from '../testing/flows.js';
import { ErrorCode } from '@beacon/shared';
import {
  apiHeaders,
  seedDemoPrices,
  setUpSendingAccount,
  writesOf,
  type SendingAccount,
} from '../testing/sending-flows.js';
import { useTestApp } from '../testing/test-app.js';

const t = useTestApp({ appPerFile: true });

type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  format?: string;
  default?: unknown;
};

interface Operation {
  method: 'GET' | 'POST';
  /** The OpenAPI path, e.g. /api/v1/sms/messages/{messageId}. */
  path: string;
  auth: 'session' | 'apiKey' | 'none';
  fields: Record<string, JsonSchema>;
  pathParams: string[];
  queryParams: string[];
  /** Server-error statuses the operation documents (readiness answers 503 when not ready). */
  documentedServerErrors: number[];
}

interface Probe {
  label: string;
  /** Sent without the operation's credentials (the probe brings its own Authorization). */
  noAuth?: boolean;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

// ---------------------------------------------------------------- the operations of the document

function operationsOf(document: unknown): Operation[] {
  const doc = document as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const deref = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        security?: Record<string, unknown>[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string }[];
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      const content = op.requestBody?.content ?? {};
      const schema = deref(Object.values(content)[0]?.schema);
      const scheme = Object.keys(op.security?.[0] ?? {})[0];
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        auth: scheme === 'session' ? 'session' : scheme === 'apiKey' ? 'apiKey' : 'none',
        fields: Object.fromEntries(
          Object.entries(schema?.properties ?? {}).map(([name, field]) => [name, deref(field) ?? {}]),
        ),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        documentedServerErrors: Object.keys(op.responses ?? {})
          .map(Number)
          .filter((status) => status >= 500),
      });
    }
  }
  return operations;
}

/** A value the field would plausibly take, so that one hostile field is the only fault of a body. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'nobody-here@example.com',
  password: 'Wrong-Guess-2026!',
  oldPassword: 'Wrong-Guess-2026!',
  newPassword: 'Quiet-Harbour-77%',
  confirmPassword: 'Quiet-Harbour-77%',
  username: 'Grace Hopper',
  captcha: 'not-a-solution',
  code: '123456',
  token: 'not-a-real-token-0123456789',
  id: 'not-a-real-id',
  phone: '+12015550123',
  to: ['+12015550123'],
  content: 'Your code is 1234',
  from: 'Beacon',
  type: 'otp',
  accountId: 'AC0000000000000000',
  keyId: 'AK0000000000000000',
  name: 'Probe',
  country: 'US',
  area: 'California',
  deliveryId: 1,
  documentNumber: 'A1234567',
  documentImage: 'data:image/png;base64,iVBORw0KGgo=',
  selfieImage: 'data:image/png;base64,iVBORw0KGgo=',
  // Loopback (allowed in tests): no name to resolve.
  statusWebhookUrl: 'http://127.0.0.1:9/status',
  moWebhookUrl: 'http://127.0.0.1:9/inbound',
  webhookSecret: 'abcdefghijklmnopqrstuvwxyz',
  variables: { name: 'Ada' },
  since: '2026-01-01T00:00:00.000Z',
  until: '2026-12-31T00:00:00.000Z',
  sendAt: undefined,
  cursor: undefined,
  templateId: undefined,
};

function plausible(name: string, schema: JsonSchema): unknown {
  if (name in PLAUSIBLE) return PLAUSIBLE[name];
  const branch = schema.anyOf?.[0] ?? schema;
  if (branch.enum) return branch.enum[0];
  if (branch.type === 'boolean') return true;
  if (branch.type === 'integer' || branch.type === 'number') return 1;
  if (branch.type === 'array') return branch.items?.enum ? [branch.items.enum[0]] : [];
  if (branch.type === 'object') return {};
  return 'probe';
}

/** Where a field takes other values on one route, or where a plausible value must not hinder later probes. */
const PLAUSIBLE_ON: Record<string, Record<string, unknown>> = {
  '/api/sms/send': { type: 1 },
  // Settings that a probe may save: no limits and no IP whitelist, so the send API probes still get through.
  '/api/sms/setting/update': {
    ipWhitelist: [],
    dailyLimit: 0,
    perNumberLimit: 0,
    globalRateLimit: 0,
    perSecondRate: 0,
    disallowedCountries: [],
  },
};

function baseBody(operation: Operation): Record<string, unknown> {
  const body: Record<string, unknown> = { ...PLAUSIBLE_ON[operation.path] };
  for (const [name, schema] of Object.entries(operation.fields)) {
    const value = name in body ? body[name] : plausible(name, schema);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

// ---------------------------------------------------------------- the corpus

const DEEP = 5_000;
const DEEP_ARRAY = '['.repeat(DEEP) + ']'.repeat(DEEP);
const DEEP_OBJECT = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

/**
 * What each field of a body is replaced with, as JSON text so that 1e400 and 5,000-deep nesting reach the
 * parser as sent. Whole-body variants below cover the rest (prototype keys at the top, deep unknown fields).
 */
const HOSTILE_VALUES: [string, string][] = [
  ['a NUL byte', JSON.stringify('a\u0000b')],
  ['a lone surrogate', '"a\\ud800b"'],
  ['an object with toString', '{"toString":1}'],
  ['an array of objects with toString', '[{"toString":1}]'],
  ['an array holding NUL', '["\\u0000"]'],
  ['a number', '42'],
  ['a number beyond double', '1e400'],
  ['a 30-digit integer', '123456789012345678901234567890'],
  ['true', 'true'],
  ['null', 'null'],
  ['a __proto__ object', '{"__proto__":{"polluted":true}}'],
  ['a key with a lone surrogate', '{"\\udfff":"b"}'],
  ['5,000-deep arrays', DEEP_ARRAY],
];

/** Whole JSON bodies; `%BASE%` stands for the plausible body's fields. */
const HOSTILE_JSON_BODIES: [string, string][] = [
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['a JSON array', '[]'],
  ['a JSON number', '42'],
  ['unterminated JSON', '{"a":'],
  ['trailing garbage', '{} x'],
  ['a top-level __proto__ key', '{"__proto__":{"polluted":true}%BASE%}'],
  ['a top-level constructor key', '{"constructor":{"prototype":{"polluted":true}}%BASE%}'],
  ['a top-level key with NUL', '{"\\u0000":"x"%BASE%}'],
  ['an unknown field 5,000 deep', `{"extra":${DEEP_OBJECT}%BASE%}`],
  ['a body 5,000 arrays deep', DEEP_ARRAY],
  ['raw invalid UTF-8', '{"a":"\xff\xfe"%BASE%}'],
];

function jsonWith(base: Record<string, unknown>, template: string): string {
  const rest = JSON.stringify(base).slice(1, -1);
  return template.replace('%BASE%', rest ? `,${rest}` : '');
}

function formOf(base: Record<string, unknown>, skip?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(base)) {
    if (key === skip) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (typeof value === 'object' && value !== null) params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  return params.toString();
}

/** Form values as sent on the wire (already percent-encoded, some of it broken on purpose). */
const HOSTILE_FORM_VALUES: [string, (field: string) => string][] = [
  ['a NUL byte', (f) => `${f}=a%00b`],
  ['an encoded lone surrogate', (f) => `${f}=%ED%A0%80`],
  ['an overlong NUL', (f) => `${f}=%C0%80`],
  ['a bare percent', (f) => `${f}=%`],
  ['a truncated escape', (f) => `${f}=%E0%A4%A`],
  ['a repeated key', (f) => `${f}=a&${f}=b`],
  ['bracket syntax', (f) => `${f}[]=a&${f}[toString]=1`],
  ['a key only', (f) => f],
];

const HOSTILE_FORM_BODIES: [string, string][] = [
  ['prototype keys', '__proto__=x&__proto__[polluted]=1&constructor=x&constructor[prototype][polluted]=1'],
  ['method names as keys', 'toString=x&hasOwnProperty=x&valueOf=x'],
  ['a key with NUL', '%00=x'],
  ['only separators', '&&&==&'],
  ['a bare percent key', '%=1'],
];

const HOSTILE_PATH_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
  '%F0%9F%98%80',
  "'%20or%201=1--",
];

const HOSTILE_QUERIES = [
  'x=%',
  'x=%00',
  'x=%ED%A0%80',
  '%E0%A4%A=1',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'x=' + 'y'.repeat(10_000),
];

const HOSTILE_HEADERS: [string, Record<string, string>][] = [
  ['a 10,000-character bearer token', { authorization: `Bearer ${'t'.repeat(10_000)}` }],
  ['a bearer token of Latin-1 bytes', { authorization: 'Bearer \u00ff\u00fe\u0080' }],
  [
    'Basic auth with NUL in the secret',
    { authorization: `Basic ${Buffer.from('AK1:\u0000').toString('base64')}` },
  ],
  [
    'a hostile account id, language and cookie',
    {
      authorization: 'Basic %%%',
      'x-account-id': '\u00ff'.repeat(300),
      'accept-language': `zh;q=NaN,${'x;'.repeat(2_000)}`,
      cookie: 'beacon_td=%E0%A4%A; beacon_td=s%3A%00; =; ;',
    },
  ],
];

const BOUNDARY = '----beacon-probe';

function multipart(
  parts: { name: string; filename?: string; value: string | Buffer }[],
  boundary = BOUNDARY,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function multipartProbes(operation: Operation, base: Record<string, unknown>): Probe[] {
  const url = fill(operation.path);
  const textParts = Object.entries(base)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => ({ name, value: value as string }));
  const fileField = operation.fields.documentImage ? 'documentImage' : 'file';
  const well = multipart([...textParts, { name: fileField, filename: 'a.png', value: PNG_HEAD }]);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const probes: [string, string, string | Buffer][] = [
    ['multipart with a plausible file', type, well],
    ['multipart with a mismatched boundary', 'multipart/form-data; boundary=other-boundary', well],
    ['multipart without a boundary', 'multipart/form-data', well],
    ['multipart cut short', type, well.subarray(0, Math.floor(well.length / 2))],
    ['multipart with no closing boundary', type, well.subarray(0, well.length - BOUNDARY.length - 6)],
    ['multipart that is not multipart', type, 'just some text'],
    ['multipart with an empty body', type, ''],
    [
      'multipart with NUL in a text field and its name',
      type,
      multipart([
        ...textParts.map((p) => ({ ...p, value: `${p.value}\u0000` })),
        { name: 'a\u0000', value: 'x' },
      ]),
    ],
    [
      'multipart with invalid UTF-8 in a text field',
      type,
      multipart([...textParts.map((p) => ({ ...p, value: Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]) }))]),
    ],
    [
      'multipart with a file where text belongs and two files',
      type,
      multipart([
        ...textParts.map((p) => ({ ...p, filename: 'x.txt' })),
        { name: fileField, filename: 'a.png', value: PNG_HEAD },
        { name: fileField, filename: 'b.png', value: PNG_HEAD },
      ]),
    ],
    ['multipart with a part without headers', type, `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`],
    [
      'multipart with a field name of 10,000 characters',
      type,
      multipart([{ name: 'n'.repeat(10_000), value: 'x' }]),
    ],
  ];
  return probes.map(([label, contentType, payload]) => ({
    label,
    method: operation.method,
    url,
    headers: { 'content-type': contentType },
    payload,
  }));
}

function fill(path: string, value?: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => value ?? PLAUSIBLE_PATH[name] ?? 'probe');
}

const PLAUSIBLE_PATH: Record<string, string> = {
  id: 'not-a-real-id',
  file: 'probe.png',
  messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
};

function probesOf(operation: Operation): Probe[] {
  const url = fill(operation.path);
  const probes: Probe[] = [];
  const json = (label: string, payload: string, target = url): Probe => ({
    label,
    method: operation.method,
    url: target,
    headers: { 'content-type': 'application/json' },
    payload,
  });

  // Path parameters and query strings, on every operation.
  for (const value of HOSTILE_PATH_VALUES) {
    if (operation.pathParams.length === 0) break;
    probes.push({
      label: `path parameter ${value.slice(0, 20)}`,
      method: operation.method,
      url: fill(operation.path, value),
    });
  }
  for (const query of HOSTILE_QUERIES) {
    probes.push({ label: `query ${query.slice(0, 30)}`, method: operation.method, url: `${url}?${query}` });
  }
  for (const name of operation.queryParams) {
    for (const [label, make] of HOSTILE_FORM_VALUES) {
      probes.push({
        label: `query ${name}: ${label}`,
        method: operation.method,
        url: `${url}?${make(name)}`,
      });
    }
  }
  // Headers that a session or key check reads, instead of the operation's own credentials.
  for (const [label, headers] of HOSTILE_HEADERS) {
    probes.push({
      label,
      method: operation.method,
      url,
      headers: operation.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      payload: operation.method === 'POST' ? '{}' : undefined,
      noAuth: true,
    });
  }
  if (operation.method !== 'POST') return probes;

  const base = baseBody(operation);
  probes.push(json('the plausible body', JSON.stringify(base)));
  for (const field of Object.keys(operation.fields)) {
    for (const [label, value] of HOSTILE_VALUES) {
      const rest = JSON.stringify({ ...base, [field]: undefined }).slice(1, -1);
      probes.push(json(`${field}: ${label}`, `{"${field}":${value}${rest ? `,${rest}` : ''}}`));
    }
  }
  for (const [label, template] of HOSTILE_JSON_BODIES) probes.push(json(label, jsonWith(base, template)));
  for (const [label, type] of [
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['a garbage content type', 'garbage/\u00ff;;;=='],
    ['an empty content type', ''],
    ['JSON declared as UTF-16', 'application/json; charset=utf-16'],
    ['JSON with a broken parameter', 'application/json; charset'],
  ] as const) {
    probes.push({
      label,
      method: 'POST',
      url,
      headers: type === undefined ? {} : { 'content-type': type },
      payload: JSON.stringify(base),
    });
  }

  const form = (label: string, payload: string): Probe => ({
    label: `form ${label}`,
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  probes.push(form('the plausible body', formOf(base)));
  for (const field of Object.keys(operation.fields)) {
    for (const [label, make] of HOSTILE_FORM_VALUES) {
      const rest = formOf(base, field);
      probes.push(form(`${field}: ${label}`, `${make(field)}${rest ? `&${rest}` : ''}`));
    }
  }
  for (const [label, payload] of HOSTILE_FORM_BODIES) {
    const rest = formOf(base);
    probes.push(form(label, `${payload}${rest ? `&${rest}` : ''}`));
  }
  return probes;
}

// ---------------------------------------------------------------- the check

/** Successful answers that are not JSON by design; their failures are still envelopes. */
const NON_JSON_SUCCESS: Record<string, string> = {
  'GET /api/sms/log/export': 'text/csv',
  'GET /api/finance/usage/export': 'text/csv',
  'GET /api/user/avatar/{file}': 'image/',
};

interface Finding {
  probe: string;
  status: number;
  body: string;
}

/** `{code, msg, data}`; more keys are allowed (the captcha challenge is also spread at the top level). */
function isEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { code, msg } = value as { code: unknown; msg: unknown };
  return Number.isInteger(code) && typeof msg === 'string' && msg.length > 0 && 'data' in value;
}

function isEnvelopeText(body: string): boolean {
  try {
    return isEnvelope(JSON.parse(body));
  } catch {
    return false;
  }
}

function judge(
  operation: Operation,
  probe: Probe,
  response: { status: number; type: string; body: string },
): Finding | null {
  const finding = {
    probe: `${operation.method} ${operation.path} — ${probe.label}`,
    status: response.status,
    body: response.body.slice(0, 300),
  };
  if (response.status >= 500 && !operation.documentedServerErrors.includes(response.status)) return finding;
  const nonJson = NON_JSON_SUCCESS[`${operation.method} ${operation.path}`];
  if (response.status === 200 && nonJson && response.type.startsWith(nonJson)) return null;
  return isEnvelopeText(response.body) ? null : finding;
}

/** A session refused (2005/2006) or the send API's refused key (HTTP 401). */
function isUnauthenticated(status: number, body: string): boolean {
  if (status === 401) return true;
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return code === ErrorCode.TOKEN_EXPIRED || code === ErrorCode.TOKEN_INVALID;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- the sessions

let user: SignedUpUser;
let sender: SendingAccount;
let sessionToken: string;
let operations: Operation[];

/** Some probes end the session (sign-out, a plausible body of another call); a new one is signed in then. */
async function liveSession(): Promise<string> {
  const check = await t.get('/api/user/info', { token: sessionToken });
  if (check.body.code !== 0) sessionToken = (await signIn(t, user)).token;
  return sessionToken;
}

beforeAll(async () => {
  // Prices, so that a plausible send API body is accepted and each hostile field is its only fault.
  await seedDemoPrices(t.db);
  sender = await setUpSendingAccount(t);
  user = sender.user;
  sessionToken = user.token;
  operations = operationsOf(t.app.swagger());
});

/** The operations that took the plausible multipart body rather than refusing its type (415). */
const multipartOperations: string[] = [];
/** Operations where a probe sent with valid credentials was refused as unauthenticated (it then tests less). */
const refusedCredentials = new Set<string>();

async function drive(operation: Operation): Promise<Finding[]> {
  const findings: Finding[] = [];
  const auth: Record<string, string> =
    operation.auth === 'session'
      ? { authorization: `Bearer ${await liveSession()}` }
      : operation.auth === 'apiKey'
        ? apiHeaders(sender)
        : {};
  const send = async (probe: Probe): Promise<number> => {
    const response = await t.app.inject({
      method: probe.method,
      url: probe.url,
      headers: { ...(probe.noAuth ? {} : auth), ...probe.headers },
      payload: probe.payload,
    });
    const finding = judge(operation, probe, {
      status: response.statusCode,
      type: String(response.headers['content-type'] ?? ''),
      body: response.body,
    });
    if (finding) findings.push(finding);
    if (!probe.noAuth && operation.auth !== 'none' && isUnauthenticated(response.statusCode, response.body)) {
      refusedCredentials.add(operation.path);
    }
    return response.statusCode;
  };
  for (const probe of probesOf(operation)) await send(probe);
  if (operation.method === 'POST') {
    const [plausibleUpload, ...rest] = multipartProbes(operation, baseBody(operation));
    // A route without multipart refuses the type at once; the broken uploads are for those that take it.
    if ((await send(plausibleUpload!)) !== 415) {
      multipartOperations.push(operation.path);
      for (const probe of rest) await send(probe);
    }
  }
  return findings;
}

/**
 * The operations are driven in slices, one test each, so the time a slice may take does not grow with the API
 * (more than 150 operations, each with hundreds of probes): on a busy machine one test for all of them ran past
 * any fixed limit. Every operation is in exactly one slice; the last test checks what only all of them show.
 */
const SLICES = 8;
const findings: Finding[] = [];
const driven = new Set<string>();

describe('every operation of the OpenAPI document answers hostile input with an envelope, never a 5xx', () => {
  test.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'operations of slice %i: every hostile body, query, path parameter and header',
    async (slice) => {
      const mine = operations.filter((_, index) => index % SLICES === slice);
      const found: Finding[] = [];
      for (const operation of mine) {
        found.push(...(await drive(operation)));
        driven.add(`${operation.method} ${operation.path}`);
      }
      findings.push(...found);
      expect(found).toEqual([]);
    },
    180_000,
  );

  test('every operation was driven, and the probes reached what they were meant to reach', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(driven.size).toBe(operations.length);
    expect(multipartOperations).toEqual(expect.arrayContaining(['/api/user/avatar', '/api/user/kyc/result']));
    // Only signing out ends the session its own later probes carry; everywhere else they reached the call.
    expect([...refusedCredentials]).toEqual(['/api/user/logout']);
    // The plausible bodies are accepted where they can be: the send API's sent, so its fields were all read.
    expect((await writesOf(t.db, sender.accountId)).messages).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(findings).toEqual([]);
  });
});

// ---------------------------------------------------------------- what the caller is told

const UNSTORABLE = 'Contains characters that cannot be stored (a NUL character or broken Unicode)';

describe('what a caller is told about input no field can hold', () => {
  const post = async (url: string, payload: string | Buffer, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${await liveSession()}`,
        'content-type': 'application/json',
        ...headers,
      },
      payload,
    });
    return {
      status: response.statusCode,
      body: response.json<{ code: number; msg: string; data: unknown }>(),
    };
  };

  test('a NUL character in a console field is 1001 naming the field, in English or Chinese', async () => {
    const body = JSON.stringify({ name: 'Ops\u0000', products: ['sms'], billingCountry: 'US' });
    expect(await post('/api/account/add', body)).toEqual({
      status: 200,
      body: { code: 1001, msg: `name: ${UNSTORABLE}`, data: { fields: { name: UNSTORABLE } } },
    });
    const zh = await post('/api/account/add', body, { 'accept-language': 'zh-CN' });
    expect(zh.body.msg).toBe('name: 包含无法保存的字符（NUL 字符或残缺的 Unicode 字符）');
  });

  test('a lone surrogate in JSON and a NUL in a form or a query are refused the same way', async () => {
    const surrogate = await post('/api/sms/apikey/create', '{"name":"key \\ud83d"}');
    expect(surrogate.body).toMatchObject({ code: 1001, msg: `name: ${UNSTORABLE}` });
    const form = await post('/api/sms/optout/delete', 'phone=%2B1201%00', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.body).toMatchObject({ code: 1001, msg: `phone: ${UNSTORABLE}` });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/sms/log/export?phone=%00',
      headers: { authorization: `Bearer ${await liveSession()}` },
    });
    expect(query.json()).toMatchObject({ code: 1001, msg: `phone: ${UNSTORABLE}` });
  });

  test('a console field nested 5,000 deep is 1001 naming the field', async () => {
    const { body } = await post(
      '/api/sms/send',
      `{"type":1,"from":"Beacon","content":"x","agree":true,"to":${DEEP_ARRAY}}`,
    );
    expect(body).toMatchObject({ code: 1001, msg: 'to: Nested too deeply' });
  });

  test('recipients that are objects with their own toString are bad entries, not a failure', async () => {
    const { body } = await post(
      '/api/sms/send',
      '{"type":1,"from":"Beacon","content":"x","agree":true,"to":[{"toString":1}]}',
    );
    expect(body).toMatchObject({ code: 1001, data: { fields: { to: expect.any(String) } } });
    expect(body.msg).toMatch(/^to: /);
  });

  test('the send API answers NUL in a field or a message id with 400/1006 naming it, and writes nothing', async () => {
    const before = await writesOf(t.db, sender.accountId);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/send',
      headers: { ...apiHeaders(sender), 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'otp', to: '+12015550123', content: 'code\u00001234' }),
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({
      code: 1006,
      msg: `Empty or malformed body: content: ${UNSTORABLE}`,
      data: null,
    });
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sms/messages/SM%00',
      headers: apiHeaders(sender),
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      code: 1006,
      msg: `Empty or malformed body: messageId: ${UNSTORABLE}`,
    });
  });

  test('a KYC upload whose boundary does not match its header is HTTP 400 with an envelope', async () => {
    const upload = multipart([
      { name: 'token', value: 'x' },
      { name: 'documentImage', filename: 'a.png', value: PNG_HEAD },
    ]);
    const answer = await post('/api/user/kyc/result', upload, {
      'content-type': 'multipart/form-data; boundary=another',
    });
    expect(answer).toEqual({ status: 400, body: { code: 400, msg: 'Bad request.', data: null } });
  });

  test('an avatar upload cut short is 1001 naming the file', async () => {
    const upload = multipart([{ name: 'file', filename: 'a.png', value: PNG_HEAD }]);
    const answer = await post('/api/user/avatar', upload.subarray(0, upload.length - 12), {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 1001, msg: expect.stringMatching(/^file: /) });
  });
});

// ---------------------------------------------------------------- a real socket

interface RawAnswer {
  status: number;
  body: string;
}

/** Writes bytes as they are (no client library to tidy them up) and reads the answer until the close. */
function rawHttp(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection after answering a request it refused; the answer is still read.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? -1);
      resolve({ status, body: rest.join('\r\n\r\n') });
    });
    socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}

const get = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

describe('over a real socket, requests the HTTP parser or the router refuses are answered with an envelope', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  test('headers over 16 KB are HTTP 431 with code 431, in the language the request asked for', async () => {
    const answer = await rawHttp(
      port,
      get('/api/health', `Accept-Language: zh-CN\r\nX-Fill: ${'a'.repeat(20_000)}\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, msg: '请求头过大。', data: null });
  });

  test('a URL whose escapes do not decode is HTTP 400 with code 400', async () => {
    const answer = await rawHttp(port, get('/api/%E0%A4%A'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: 'Bad request.', data: null });
  });

  test('a path parameter longer than the router takes is HTTP 414 with code 414', async () => {
    const answer = await rawHttp(port, get(`/api/v1/sms/messages/${'S'.repeat(500)}`));
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ code: 414, msg: 'The address is too long.', data: null });
  });

  test('a broken query escape on a session call still reaches the call', async () => {
    const token = await liveSession();
    const answer = await rawHttp(port, get('/api/user/info?x=%', `Authorization: Bearer ${token}\r\n`));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { email: user.email } });
  });

  test.each([
    ['a URL over 16 KB', get(`/api/health?q=${'a'.repeat(20_000)}`)],
    ['a control character in the request line', get('/api/\u0001')],
    ['a raw byte 0xFF in the path', get('/api/\u00ff')],
    ['an encoded NUL in the path', get('/api/%00')],
    ['an encoded lone surrogate in the path', get('/api/user/avatar/%ED%A0%80')],
    ['a NUL in a header value', get('/api/health', 'X-Probe: a\u0000b\r\n')],
    ['a header name with a space', get('/api/health', 'Bad Header: x\r\n')],
    ['a header line without a colon', get('/api/health', 'NoColonHere\r\n')],
    ['an absolute-form target', get('http://evil.example/api/health')],
    ['a target without a leading slash', get('api/health')],
    ['an unknown method', 'BREW /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'a negative Content-Length',
      'POST /api/auth/login/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n{}',
    ],
    [
      'both Content-Length and chunked',
      'POST /api/auth/login/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{}',
    ],
    [
      'a chunk size that is not hex',
      'POST /api/auth/login/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    ['a TLS hello on the HTTP port', Buffer.from('160301020001000100', 'hex')],
    ['not HTTP at all', 'HELLO\r\n\r\n'],
  ])('%s: answered below HTTP 500 with an envelope', async (_label, request) => {
    const answer = await rawHttp(port, request);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    expect(isEnvelopeText(answer.body), answer.body).toBe(true);
  });
});
