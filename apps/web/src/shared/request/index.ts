/**
 * The console's HTTP calls. Features call `api`; the app installs the wired client behind it at start
 * (app/http-client.ts), so this layer needs neither the session nor the feedback it reports through — the
 * session in turn calls `api`, and the two no longer import each other.
 */
import type { AxiosInstance } from 'axios';
import { createApi, type Api } from './api';
import type { CallOptions } from './request-options';

let installed: { api: Api } | null = null;

/** Puts the wired client behind `api`; the app calls it once before the first render. */
export function installHttpClient(client: AxiosInstance): void {
  installed = { api: createApi(client) };
}

function wired() {
  if (!installed) throw new Error('No HTTP client installed: import app/http-client before calling the API');
  return installed;
}

export const api: Api = {
  get: <T>(url: string, options?: CallOptions) => wired().api.get<T>(url, options),
  post: <T>(url: string, body?: object | FormData, options?: CallOptions) =>
    wired().api.post<T>(url, body, options),
  download: (url, options) => wired().api.download(url, options),
};

export { createHttpClient } from './create-client';
export { ApiError, getFieldErrors, hasErrorCode } from './api-error';
export type { Api } from './api';
