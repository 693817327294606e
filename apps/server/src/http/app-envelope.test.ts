import { describe, expect, test } from 'vitest';
import { ZAccountAddSchema } from '@beacon/shared';
import { useTestApp } from '../testing/test-app.js';

const t = useTestApp({
  extend(app) {
    app.get('/api/test/explode', { schema: { hide: true } }, async () => {
      throw new Error('secret detail at /srv/beacon/internal.ts:42');
    });
    app.post('/api/test/parse-later', { schema: { hide: true } }, async (request) => {
      ZAccountAddSchema.parse(request.body);
      return null;
    });
  },
});

describe('the envelope on transport failures', () => {
  test('health answers ok once the database answers', async () => {
    const { status, body } = await t.get('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
  });

  test('an unknown API route is HTTP 404 with an envelope', async () => {
    const { status, body } = await t.post('/api/no/such/route', {});
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'The requested resource was not found.', data: null });
  });

  test('the 404 message follows Accept-Language', async () => {
    const { body } = await t.get('/api/nothing-here', { locale: 'zh-CN,zh;q=0.9' });
    expect(body.msg).toBe('请求的资源不存在。');
  });

  test('a body over 1 MiB is HTTP 413 with an envelope', async () => {
    const { status, body } = await t.post('/api/auth/login/otp', {
      email: 'a@b.co',
      password: 'x'.repeat(1_100_000),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ code: 413, msg: 'The request body is too large.', data: null });
  });

  test('an unexpected failure is HTTP 500 with code 500 and no internals', async () => {
    const { status, body, response } = await t.get('/api/test/explode');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, msg: 'The system is temporarily unavailable.', data: null });
    expect(response.body).not.toMatch(/secret|stack|internal\.ts/);
  });

  test('unreadable JSON is HTTP 400 with an envelope', async () => {
    const { status, body } = await t.post('/api/auth/login/otp', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(1001);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, msg: 'Bad request.', data: null });
  });
});

describe('validation failures', () => {
  test('a missing field is code 1001 naming the field, with every failing field in data.fields', async () => {
    const { status, body } = await t.post('/api/auth/login/otp', {});
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1001,
      msg: 'email: Please enter a valid email address',
      data: { fields: { email: 'Please enter a valid email address', password: 'Password cannot be empty' } },
    });
  });

  test('the messages are Chinese when the request asks for zh', async () => {
    const { body } = await t.post('/api/auth/login/otp', { email: 'nope' }, { locale: 'zh' });
    expect(body).toEqual({
      code: 1001,
      msg: 'email: 请输入有效的邮箱地址',
      data: { fields: { email: '请输入有效的邮箱地址', password: '密码不能为空' } },
    });
  });

  test('a shared schema failing inside a handler answers the same 1001', async () => {
    const { status, body } = await t.post(
      '/api/test/parse-later',
      { name: 'Main', products: [] },
      { locale: 'zh-CN' },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1001,
      msg: 'products: 请至少选择一项',
      data: { fields: { products: '请至少选择一项', billingCountry: '请选择账单国家/地区' } },
    });
  });
});

describe('form-encoded bodies', () => {
  test('are read like JSON', async () => {
    const { body } = await t.post(
      '/api/auth/login/otp',
      { email: 'nobody@example.com', password: 'x' },
      { form: true },
    );
    expect(body.code).toBe(2001);
  });

  test('an empty form body reads as no fields', async () => {
    const { body } = await t.post('/api/auth/password/otp', {}, { form: true });
    expect(body).toMatchObject({ code: 1001, msg: 'email: Please enter a valid email address' });
  });
});

describe('the API reference', () => {
  test('is an OpenAPI 3.1 document where every route has a summary, tags and a success answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: object }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${p}`, ...op })),
    );
    expect(operations.map((op) => op.id)).toEqual(
      expect.arrayContaining(['POST /api/auth/signup/otp', 'GET /api/user/info', 'POST /api/account/add']),
    );
    for (const op of operations) {
      expect(op.summary, op.id).toBeTruthy();
      expect(op.tags?.length, op.id).toBeGreaterThan(0);
      // Its success answer: 200, or 303 for the sandbox page's form buttons, which redirect.
      expect(Object.keys(op.responses ?? {}), op.id).toContainEqual(expect.stringMatching(/^(200|303)$/));
    }
  });

  test('has a reference page served without any CDN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
  });
});

describe('the console', () => {
  test('without a build, / says how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
