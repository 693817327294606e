import { beforeAll, describe, expect, test } from 'vitest';
import {
  PHONES,
  apiHeaders,
  seedDemoPrices,
  setUpSendingAccount,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
let sender: SendingAccount;
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

async function raw(
  payload: string | Buffer | undefined,
  contentType?: string,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...apiHeaders(sender), ...extra };
  if (contentType) headers['content-type'] = contentType;
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/sms/send', headers, payload });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: unknown }>() };
}

const json = (value: unknown) => raw(JSON.stringify(value), 'application/json');
const OTP = { type: 'otp', to: PHONES.US, content: 'code 1234' };

describe('malformed, oversized and hostile bodies get a send-API code, never a 500, and write nothing', () => {
  test.each([
    ['broken JSON', 400, 1006, /not valid JSON/, () => raw('{"type":"otp","to":', 'application/json')],
    ['trailing garbage', 400, 1006, /not valid JSON/, () => raw('{"type":"otp"} x', 'application/json')],
    ['an empty body', 400, 1006, /^Empty or malformed body\.$/, () => raw('', 'application/json')],
    ['JSON null', 400, 1006, /^Empty or malformed body\.$/, () => raw('null', 'application/json')],
    ['text/plain', 400, 1006, /Content-Type/, () => raw(JSON.stringify(OTP), 'text/plain')],
    [
      'a form body',
      400,
      1006,
      /Content-Type/,
      () => raw('type=otp&to=%2B12015550123&content=x', 'application/x-www-form-urlencoded'),
    ],
    ['no content type', 400, 1006, /Content-Type/, () => raw(JSON.stringify(OTP))],
    [
      'over 1 MiB',
      400,
      1006,
      /1 MiB/,
      () => raw(JSON.stringify({ ...OTP, content: 'x'.repeat(1_100_000) }), 'application/json'),
    ],
    [
      'a __proto__ key',
      400,
      1006,
      /JSON/,
      () =>
        raw(
          `{"__proto__":{"polluted":true},"type":"otp","to":"${PHONES.US}","content":"x"}`,
          'application/json',
        ),
    ],
    [
      'a constructor.prototype key',
      400,
      1006,
      /JSON/,
      () =>
        raw(
          `{"constructor":{"prototype":{"polluted":true}},"type":"otp","to":"${PHONES.US}","content":"x"}`,
          'application/json',
        ),
    ],
    [
      '__proto__ inside variables',
      400,
      1006,
      /JSON/,
      () =>
        raw(
          `{"type":"otp","to":"${PHONES.US}","content":"{a}","variables":{"__proto__":{"polluted":true}}}`,
          'application/json',
        ),
    ],
    [
      'to nested 100,000 deep',
      400,
      1009,
      /\[array\]/,
      () =>
        raw(
          `{"type":"otp","content":"x","to":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
          'application/json',
        ),
    ],
    [
      'an unknown field nested 100,000 deep',
      200,
      0,
      /success/,
      () =>
        raw(
          `{"type":"otp","to":"${PHONES.US}","content":"x","extra":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
          'application/json',
        ),
    ],
    [
      'variables nested deep',
      400,
      1006,
      /variables/,
      () => json({ ...OTP, content: 'x {a}', variables: { a: { b: { c: [1] } } } }),
    ],
    [
      '20,001 recipient entries',
      400,
      1006,
      /10,000/,
      () => json({ ...OTP, to: Array.from({ length: 20_001 }, () => PHONES.US) }),
    ],
    ['a number as to', 400, 1009, /12015550123/, () => json({ ...OTP, to: 12015550123 })],
    [
      'numbers in the to list',
      400,
      1009,
      /12015550124, null, true/,
      () => json({ ...OTP, to: [PHONES.US, 12015550124, null, true] }),
    ],
    ['an object as to', 400, 1006, /to/, () => json({ ...OTP, to: { first: PHONES.US } })],
    ['a number as content', 400, 1006, /content/, () => json({ ...OTP, content: 42 })],
    ['an array as type', 400, 1008, /type/, () => json({ ...OTP, type: ['otp'] })],
    ['a number as from', 400, 1006, /from/, () => json({ ...OTP, from: 12345 })],
    [
      'a bad sender id',
      400,
      1006,
      /from: An alphanumeric sender ID/,
      () => json({ ...OTP, from: 'Way Too Long Sender' }),
    ],
    ['text as variables', 400, 1006, /variables/, () => json({ ...OTP, variables: 'a=1' })],
    ['a bad sendAt', 400, 1006, /sendAt/, () => json({ ...OTP, sendAt: 'next tuesday' })],
    ['a number as sendAt', 400, 1006, /sendAt/, () => json({ ...OTP, sendAt: 1772442000000 })],
    ['a sendAt years ahead', 400, 1006, /sendAt/, () => json({ ...OTP, sendAt: '2031-01-01T00:00:00Z' })],
    [
      'content over 10 segments',
      400,
      1006,
      /10 segments/,
      () => json({ ...OTP, content: 'x'.repeat(1_531) }),
    ],
    [
      'a huge templateId',
      400,
      1006,
      /templateId/,
      () => json({ ...OTP, content: undefined, templateId: 'T'.repeat(10_000) }),
    ],
  ])('%s → HTTP %i, code %i', async (_label, status, code, msg, call) => {
    sender ??= await setUpSendingAccount(t);
    const before = await writesOf(t.db, sender.accountId);
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.body.msg).toMatch(msg);
    if (code !== 0) expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a caller reading Chinese', () => {
  const zh = { 'accept-language': 'zh-CN' };
  test.each([
    ['broken JSON', () => raw('{"type":"otp","to":', 'application/json', zh), '不是有效的 JSON'],
    ['text/plain', () => raw(JSON.stringify(OTP), 'text/plain', zh), 'Content-Type 必须为 application/json'],
    [
      'over 1 MiB',
      () => raw(JSON.stringify({ ...OTP, content: 'x'.repeat(1_100_000) }), 'application/json', zh),
      '超过 1 MiB',
    ],
    [
      'an empty Idempotency-Key',
      () => raw(JSON.stringify(OTP), 'application/json', { ...zh, 'idempotency-key': '' }),
      'Idempotency-Key：1–255 个可打印字符',
    ],
  ])('reads why %s is refused in Chinese', async (_label, call, detail) => {
    sender ??= await setUpSendingAccount(t);
    const answer = await call();
    expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
      400,
      1006,
      `请求体为空或格式错误：${detail}`,
    ]);
  });
});
