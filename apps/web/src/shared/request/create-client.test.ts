import { describe, expect, test, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './create-client';
import { createApi } from './api';
import { ApiError } from './api-error';
import { createFakeAdapter, envelope, type Responder } from '@/test/fake-adapter';
import type { AppLocale } from '../i18n/locales';

function setup(responder: Responder, overrides: Partial<HttpClientDeps> & { locale?: AppLocale } = {}) {
  const { adapter, sent } = createFakeAdapter(responder);
  let closeModal: () => void = () => {};
  const deps = {
    getToken: vi.fn(() => null as string | null),
    getLocale: vi.fn(() => overrides.locale ?? 'en-US'),
    showError: vi.fn(),
    openReloginModal: vi.fn(() => new Promise<void>((resolve) => (closeModal = resolve))),
    showRetrying: vi.fn(),
    hideRetrying: vi.fn(),
    wait: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  const api = createApi(createHttpClient({ ...deps, adapter }));
  return { api, deps, sent, closeModal: () => closeModal() };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the envelope', () => {
  test('code 0 resolves with data and shows nothing', async () => {
    const { api, deps } = setup(() => envelope({ id: 'a1' }));
    await expect(api.post('/auth/signup/otp', { email: 'a@b.co' })).resolves.toEqual({ id: 'a1' });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  test('calls go to /api with no timeout', async () => {
    const { adapter } = createFakeAdapter(() => envelope());
    const client = createHttpClient({
      getToken: () => null,
      getLocale: () => 'en-US',
      showError: vi.fn(),
      openReloginModal: vi.fn(),
      showRetrying: vi.fn(),
      hideRetrying: vi.fn(),
      adapter,
    });
    expect(client.defaults.baseURL).toBe('/api');
    expect(client.defaults.timeout).toBe(0);
  });

  test.each([2008, 2013])('code %i is returned to the caller without any display', async (code) => {
    const { api, deps } = setup(() => envelope({ x: 1 }, code, 'server text'));
    const error = await rejectionOf(api.post('/auth/signup/otp', {}));
    expect(error).toMatchObject({ kind: 'business', code, msg: 'server text', data: { x: 1 } });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.openReloginModal).not.toHaveBeenCalled();
  });

  test('any other code shows the catalogue message for 5 seconds, then rejects', async () => {
    const { api, deps } = setup(() => envelope(null, 2001, 'ignored'));
    const error = await rejectionOf(api.post('/account/add', {}));
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith('Incorrect email or password.', 5);
    expect(error.message).toBe('Incorrect email or password.');
    expect(error.code).toBe(2001);
  });

  test('the catalogue message follows the current language', async () => {
    const { api, deps } = setup(() => envelope(null, 1007), { locale: 'zh-CN' });
    await rejectionOf(api.post('/account/add', {}));
    expect(deps.showError).toHaveBeenCalledWith('尝试次数过多，请 10 分钟后再试。', 5);
  });

  test("1001 shows the server's msg, which names the field", async () => {
    const fields = { fields: { name: 'Account name is required' } };
    const { api, deps } = setup(() => envelope(fields, 1001, 'name: Account name is required'));
    const error = await rejectionOf(api.post('/account/add', {}));
    expect(deps.showError).toHaveBeenCalledWith('name: Account name is required', 5);
    expect(error.data).toEqual(fields);
  });

  test('a code missing from the catalogue falls back to the unknown-error text', async () => {
    const { api, deps } = setup(() => envelope(null, 4242));
    await rejectionOf(api.get('/user/menu'));
    expect(deps.showError).toHaveBeenCalledWith('Something went wrong. Please try again.', 5);
  });

  test('a quiet call rejects with the message but shows nothing', async () => {
    const { api, deps } = setup(() => envelope(null, 2002));
    const error = await rejectionOf(api.post('/auth/login/otp', {}, { quiet: true }));
    expect(error.message).toContain('locked');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  test('a body that is not an envelope is an unknown error', async () => {
    const { api, deps } = setup(() => ({ body: '<html>proxy page</html>' }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(error.kind).toBe('unknown');
    expect(deps.showError).toHaveBeenCalledWith('Something went wrong. Please try again.', 5);
  });
});

describe('expired and invalid sessions', () => {
  test.each([2005, 2006])('code %i opens the re-login modal instead of a toast', async (code) => {
    const { api, deps } = setup(() => envelope(null, code));
    const error = await rejectionOf(api.post('/account/select', { accountId: 'a' }));
    expect(error.code).toBe(code);
    expect(deps.openReloginModal).toHaveBeenCalledOnce();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  test('calls failing together open a single modal', async () => {
    const { api, deps } = setup(() => envelope(null, 2005));
    await Promise.allSettled([api.post('/user/menu'), api.post('/account/add', {}), api.post('/user/menu')]);
    expect(deps.openReloginModal).toHaveBeenCalledOnce();
  });

  test('once the modal has closed, a later expiry opens it again', async () => {
    const { api, deps, closeModal } = setup(() => envelope(null, 2006));
    await rejectionOf(api.post('/user/menu'));
    closeModal();
    await Promise.resolve();
    await rejectionOf(api.post('/user/menu'));
    expect(deps.openReloginModal).toHaveBeenCalledTimes(2);
  });

  test('the user-info call gets neither modal nor toast: the navigation guard handles it', async () => {
    const { api, deps } = setup(() => envelope(null, 2005));
    await rejectionOf(api.get('/user/info'));
    await rejectionOf(api.get('/user/info?fresh=1'));
    expect(deps.openReloginModal).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  test('a quiet call still opens the modal: a dead session is not the caller’s to explain', async () => {
    const { api, deps } = setup(() => envelope(null, 2006));
    await rejectionOf(api.post('/account/add', {}, { quiet: true }));
    expect(deps.openReloginModal).toHaveBeenCalledOnce();
  });

  test.each(['/auth/sso', '/auth/login/otp/test'])(
    '%s answering 2006 is about its own token: no modal, the page explains',
    async (url) => {
      const { api, deps } = setup(() => envelope(null, 2006), { getToken: () => 'stale' });
      const error = await rejectionOf(api.post(url, { token: 'x' }));
      expect(error.code).toBe(2006);
      expect(deps.openReloginModal).not.toHaveBeenCalled();
      expect(deps.showError).not.toHaveBeenCalled();
    },
  );
});

describe('transport failures', () => {
  test.each([
    [400, 'Bad request.'],
    [401, 'Your session has expired. Please log in again.'],
    [403, 'Access denied.'],
    [404, 'The requested resource was not found.'],
    [500, 'The system is temporarily unavailable.'],
    [502, 'The system is temporarily unavailable.'],
    [413, 'The system is temporarily unavailable.'],
  ])('HTTP %i shows "%s" for 5 seconds, then rejects', async (status, text) => {
    const { api, deps } = setup(() => ({ status, body: { code: 500, msg: 'boom', data: null } }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith(text, 5);
    expect(error).toMatchObject({ kind: 'http', code: status, status, message: text });
  });

  test('a timeout shows the timeout message', async () => {
    const { api, deps } = setup(() => ({ fail: 'timeout' }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(error.kind).toBe('timeout');
    expect(deps.showError).toHaveBeenCalledWith('The request timed out. Please try again.', 5);
  });

  test('no response shows the offline message', async () => {
    const { api, deps } = setup(() => ({ fail: 'network' }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(error.kind).toBe('network');
    expect(deps.showError).toHaveBeenCalledWith("It seems you're offline. Please check your connection.", 5);
  });

  test('anything else shows the unknown message', async () => {
    const { api, deps } = setup(() => ({ throws: new TypeError('adapter bug') }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(error.kind).toBe('unknown');
    expect(deps.showError).toHaveBeenCalledWith('Something went wrong. Please try again.', 5);
  });

  test('transport failures are shown even for quiet calls', async () => {
    const { api, deps } = setup(() => ({ fail: 'network' }));
    await rejectionOf(api.post('/auth/login/otp', {}, { quiet: true }));
    expect(deps.showError).toHaveBeenCalledOnce();
  });

  test('a cancelled call rejects silently', async () => {
    const { api, deps } = setup(() => ({ fail: 'cancel' }));
    const error = await rejectionOf(api.get('/user/menu'));
    expect(error.kind).toBe('cancelled');
    expect(deps.showError).not.toHaveBeenCalled();
  });
});

describe('a server temporarily unavailable (HTTP 503 with Retry-After)', () => {
  const unavailable = (retryAfter = '5') => ({
    status: 503,
    headers: { 'Retry-After': retryAfter },
    body: { code: 500, msg: 'The system is temporarily unavailable.', data: null },
  });

  /** Answers 503 `times` times, then the envelope. */
  function recovering(times: number) {
    let left = times;
    return () => (left-- > 0 ? unavailable() : envelope({ id: 'u1' }));
  }

  test('a read waits Retry-After, says it is retrying, and resolves once the server is back', async () => {
    const { api, deps, sent } = setup(recovering(2));
    await expect(api.get('/user/info')).resolves.toEqual({ id: 'u1' });
    expect(sent).toHaveLength(3);
    expect(deps.wait).toHaveBeenNthCalledWith(1, 5_000);
    expect(deps.wait).toHaveBeenNthCalledWith(2, 5_000);
    expect(deps.showRetrying).toHaveBeenNthCalledWith(
      1,
      'The service is temporarily unavailable. Retrying in 5 s (attempt 1 of 3).',
    );
    expect(deps.showRetrying).toHaveBeenNthCalledWith(
      2,
      'The service is temporarily unavailable. Retrying in 5 s (attempt 2 of 3).',
    );
    // Gone once the call has its answer.
    expect(deps.hideRetrying).toHaveBeenCalledTimes(2);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  test('the retrying notice follows the language', async () => {
    const { api, deps } = setup(recovering(1), { locale: 'zh-CN' });
    await api.get('/user/info');
    expect(deps.showRetrying).toHaveBeenCalledWith('服务暂时不可用，5 秒后重试（第 1 次，共 3 次）。');
  });

  test.each(['/admin/account/list', '/sms/setting/get', '/user/menu', '/finance/order/get?x=1'])(
    'a POST named as a read (%s) is retried too',
    async (url) => {
      const { api, sent } = setup(recovering(1));
      await expect(api.post(url, {})).resolves.toEqual({ id: 'u1' });
      expect(sent).toHaveLength(2);
      expect(sent[1]!.body).toBe(sent[0]!.body);
    },
  );

  test('a call marked idempotent is retried whatever its name', async () => {
    const { api, sent } = setup(recovering(1));
    await api.post('/sms/price/quote', { to: '+1' }, { idempotent: true });
    expect(sent).toHaveLength(2);
  });

  test('after three retries it gives up with the unavailable message', async () => {
    const { api, deps, sent } = setup(() => unavailable());
    const error = await rejectionOf(api.get('/user/info'));
    expect(sent).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    // The retrying notice goes; only the final message stays.
    expect(deps.hideRetrying).toHaveBeenCalledTimes(3);
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith(
      'The service is temporarily unavailable. Please try again in a few seconds.',
      5,
    );
  });

  test('a change (a send, a top-up) is never repeated: it fails at once with the message', async () => {
    const { api, deps, sent } = setup(() => unavailable());
    const error = await rejectionOf(api.post('/sms/send', { to: '+14155550100' }));
    expect(sent).toHaveLength(1);
    expect(deps.wait).not.toHaveBeenCalled();
    expect(error.status).toBe(503);
    expect(deps.showError).toHaveBeenCalledWith(
      'The service is temporarily unavailable. Please try again in a few seconds.',
      5,
    );
  });

  test.each([
    ['12', 12_000],
    ['0', 1_000],
    ['3600', 30_000],
    ['soon', 5_000],
  ])('Retry-After %s waits %i ms (bounded)', async (header, ms) => {
    let left = 1;
    const { api, deps } = setup(() => (left-- > 0 ? unavailable(header) : envelope()));
    await api.get('/user/info');
    expect(deps.wait).toHaveBeenCalledWith(ms);
  });

  test('other 5xx answers are not retried', async () => {
    const { api, sent } = setup(() => ({ status: 500, body: { code: 500, msg: 'x', data: null } }));
    await rejectionOf(api.get('/user/info'));
    expect(sent).toHaveLength(1);
  });
});

describe('what is sent', () => {
  test('the token goes as a Bearer Authorization header when there is one', async () => {
    const { api, sent } = setup(() => envelope(), { getToken: () => 'tok-123' });
    await api.get('/user/info');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  test('no token, no Authorization header', async () => {
    const { api, sent } = setup(() => envelope());
    await api.get('/user/info');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  test('Accept-Language carries the current locale', async () => {
    const { api, sent } = setup(() => envelope(), { locale: 'zh-CN' });
    await api.get('/user/info');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  test('bodies are form-encoded by default, arrays as repeated keys', async () => {
    const { api, sent } = setup(() => envelope());
    await api.post('/account/add', {
      name: 'Main & Co',
      products: ['sms', 'mms'],
      billingCountry: 'US',
      skip: undefined,
    });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.body).toBe('name=Main+%26+Co&products=sms&products=mms&billingCountry=US');
  });

  test('a call can ask for JSON instead', async () => {
    const { api, sent } = setup(() => envelope());
    await api.post('/sms/setting/update', { ipWhitelist: ['10.0.0.1'] }, { json: true });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ ipWhitelist: ['10.0.0.1'] });
  });

  test('multipart uploads pass through untouched', async () => {
    const { api, sent } = setup(() => envelope());
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.post('/user/avatar', form);
    expect(sent[0]?.body).toBeInstanceOf(FormData);
  });
});
