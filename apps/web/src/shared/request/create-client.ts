/**
 * The console's HTTP client. One axios instance; its interceptors own the envelope of spec section 8, so no
 * page ever looks at `code` itself: a call resolves with `data` or rejects with an ApiError whose message is
 * ready to show. Dependencies (token, language, how to show things) are passed in so tests can drive every
 * rule through a fake adapter.
 */
import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { SUCCESS_CODE, type ApiEnvelope } from '@beacon/shared/api/envelope';
import { ErrorCode, errorMessage } from '@beacon/shared/errors/catalogue';
import { text as sharedText } from '@beacon/shared/i18n/texts';
import type { AppLocale } from '../i18n/locales';
import { ApiError } from './api-error';
import { isPlainObject, toFormBody } from './form-body';
import { describeHttpFailure } from './http-failure';
import './request-options';
import {
  MAX_UNAVAILABLE_RETRIES,
  UNAVAILABLE_STATUS,
  isRepeatable,
  retryDelaySeconds,
} from './unavailable-retry';

const API_BASE_URL = '/api';
/** Spec section 9: error toasts stay 5 seconds. */
const ERROR_DURATION_SECONDS = 5;
/** Returned to the caller without any global display (spec section 8). */
const CALLER_HANDLED_CODES: ReadonlySet<number> = new Set([
  ErrorCode.EMAIL_REGISTERED,
  ErrorCode.LINK_INVALID,
]);
const SESSION_CODES: ReadonlySet<number> = new Set([ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID]);
/** The navigation guard handles a failed user-info load itself (logout + login), so it gets no modal. */
const USER_INFO_URL = '/user/info';
/**
 * Public auth calls never check the session: a 2005/2006 from them is about their own link or token (an SSO
 * token is answered 2006, API.md), and the page explains it; a "sign in again" modal there would be wrong.
 */
const PUBLIC_AUTH_PREFIX = '/auth/';

function concernsSession(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0]!;
  return path !== USER_INFO_URL && !path.startsWith(PUBLIC_AUTH_PREFIX);
}

export interface HttpClientDeps {
  getToken: () => string | null;
  getLocale: () => AppLocale;
  showError: (text: string, durationSeconds: number) => void;
  /** Opens the "log in again" modal; resolves once it is closed. */
  openReloginModal: () => Promise<void>;
  /** Says, in one notice that updates in place, that the server is unavailable and the call will be sent again. */
  showRetrying: (text: string) => void;
  /** Takes that notice away once the retried call has an answer, whichever. */
  hideRetrying: () => void;
  adapter?: AxiosAdapter;
  /** How the client waits before a retry; tests pass one that records and returns at once. */
  wait?: (milliseconds: number) => Promise<void>;
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as ApiEnvelope).code === 'number';
}

function isJsonResponse(headers: unknown): boolean {
  const type = AxiosHeaders.from(headers as AxiosHeaders).getContentType();
  return typeof type === 'string' && /json/i.test(type);
}

async function readJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return null;
  }
}

function businessMessage(envelope: ApiEnvelope, locale: AppLocale): string {
  // 1001 names the failing field in the server's `msg`; the catalogue's "Invalid parameter." would hide it.
  if (envelope.code === ErrorCode.INVALID_PARAMETER && envelope.msg) return envelope.msg;
  return errorMessage(envelope.code, locale);
}

export function createHttpClient(deps: HttpClientDeps): AxiosInstance {
  const instance = axios.create({ baseURL: API_BASE_URL, timeout: 0, adapter: deps.adapter });
  let isReloginOpen = false;

  function promptRelogin(): void {
    if (isReloginOpen) return;
    isReloginOpen = true;
    void deps.openReloginModal().finally(() => {
      isReloginOpen = false;
    });
  }

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = deps.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', deps.getLocale());
    if (isPlainObject(config.data)) {
      if (config.json) {
        config.headers.setContentType('application/json');
      } else {
        config.headers.setContentType('application/x-www-form-urlencoded');
        config.data = toFormBody(config.data);
      }
    }
    return config;
  });

  instance.interceptors.response.use(
    async (response) => {
      // A download (responseType 'blob') resolves with the file; its failures still come as an envelope.
      if (response.data instanceof Blob && !isJsonResponse(response.headers)) return response.data as never;
      const body: unknown = response.data instanceof Blob ? await readJson(response.data) : response.data;
      const locale = deps.getLocale();
      if (!isEnvelope(body)) {
        const text = sharedText(locale, 'http', 'unknown');
        deps.showError(text, ERROR_DURATION_SECONDS);
        throw new ApiError({ kind: 'unknown', code: -1, message: text, data: body, status: response.status });
      }
      if (body.code === SUCCESS_CODE) return body.data as never;

      const error = new ApiError({
        kind: 'business',
        code: body.code,
        message: businessMessage(body, locale),
        msg: body.msg,
        data: body.data,
      });
      if (CALLER_HANDLED_CODES.has(body.code)) throw error;
      if (SESSION_CODES.has(body.code)) {
        if (concernsSession(response.config.url)) promptRelogin();
        throw error;
      }
      if (!response.config.quiet) deps.showError(error.message, ERROR_DURATION_SECONDS);
      throw error;
    },
    async (cause: unknown) => {
      if (axios.isCancel(cause) || (axios.isAxiosError(cause) && cause.code === 'ERR_CANCELED')) {
        throw new ApiError({
          kind: 'cancelled',
          code: -1,
          message: sharedText(deps.getLocale(), 'http', 'unknown'),
        });
      }
      const retried = await retryWhenUnavailable(cause);
      if (retried.done) return retried.value as never;
      const failure = describeHttpFailure(cause);
      const text = sharedText(deps.getLocale(), 'http', failure.messageKey);
      // Transport failures are shown for every call, quiet or not: the caller cannot explain them better.
      deps.showError(text, ERROR_DURATION_SECONDS);
      throw new ApiError({
        kind: failure.kind,
        code: failure.status ?? -1,
        message: text,
        data: axios.isAxiosError(cause) ? (cause.response?.data ?? null) : null,
        status: failure.status,
      });
    },
  );

  /** A 503 on a call safe to repeat: wait Retry-After, say so, and send it again (unavailable-retry.ts). */
  async function retryWhenUnavailable(
    cause: unknown,
  ): Promise<{ done: true; value: unknown } | { done: false }> {
    if (!axios.isAxiosError(cause) || cause.response?.status !== UNAVAILABLE_STATUS || !cause.config) {
      return { done: false };
    }
    const config = cause.config;
    const attempt = (config.unavailableRetries ?? 0) + 1;
    if (!isRepeatable(config) || attempt > MAX_UNAVAILABLE_RETRIES) return { done: false };
    const seconds = retryDelaySeconds(
      AxiosHeaders.from(cause.response.headers as AxiosHeaders).get('retry-after'),
    );
    const params = { seconds, attempt, max: MAX_UNAVAILABLE_RETRIES };
    deps.showRetrying(sharedText(deps.getLocale(), 'http', 'retrying', params));
    try {
      await (deps.wait ?? sleep)(seconds * 1_000);
      return { done: true, value: await instance.request({ ...config, unavailableRetries: attempt }) };
    } finally {
      deps.hideRetrying();
    }
  }

  return instance;
}
