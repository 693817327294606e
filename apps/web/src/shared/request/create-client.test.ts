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
