import { describe, expect, test, vi } from 'vitest';
import { createFakeAdapter, type Responder } from '@/test/fake-adapter';
import { createApi, fileNameOf } from './api';
import { ApiError } from './api-error';
import { createHttpClient } from './create-client';

function setup(responder: Responder) {
  const { adapter, sent } = createFakeAdapter(responder);
  const showError = vi.fn();
  const api = createApi(
    createHttpClient({
      getToken: () => 'tok',
      getLocale: () => 'en-US',
      showError,
      openReloginModal: vi.fn(() => Promise.resolve()),
      showRetrying: vi.fn(),
      hideRetrying: vi.fn(),
      adapter,
    }),
  );
  return { api, sent, showError };
}

describe('downloads through the request client', () => {
  test('a file resolves with its bytes, sent with the session header', async () => {
    const csv = new Blob(['\uFEFFid,to\r\n'], { type: 'text/csv' });
    const { api, sent, showError } = setup(() => ({ body: csv }));
    const file = await api.download('/sms/log/export?status=delivered');
    expect(await file.blob.text()).toContain('id,to');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(showError).not.toHaveBeenCalled();
  });

  test('an envelope answered instead of the file is an error like any other', async () => {
    const body = new Blob([JSON.stringify({ code: 2011, msg: 'x', data: null })], {
      type: 'application/json',
    });
    const { adapter } = createFakeAdapter(() => ({ body }));
    const showError = vi.fn();
    const client = createHttpClient({
      getToken: () => null,
      getLocale: () => 'en-US',
      showError,
      openReloginModal: vi.fn(() => Promise.resolve()),
      showRetrying: vi.fn(),
      hideRetrying: vi.fn(),
      adapter,
    });
    // The fake adapter sends no headers; a real server marks the envelope as JSON.
    client.defaults.adapter = async (config) => {
      const response = await adapter(config);
      response.headers = { 'content-type': 'application/json; charset=utf-8' };
      return response;
    };
    const error = await createApi(client)
      .download('/sms/log/export')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2011, message: 'No account selected.' });
    expect(showError).toHaveBeenCalledWith('No account selected.', 5);
  });

  test.each([
    ['attachment; filename="sms-log-2026-01-02.csv"', 'sms-log-2026-01-02.csv'],
    ["attachment; filename*=UTF-8''log%20one.csv", 'log one.csv'],
    [undefined, null],
  ])('the file name comes from Content-Disposition (%s)', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
