/**
 * The client of Beacon's public APIs (send, status, Verify): typed from the OpenAPI document (openapi-fetch
 * over the generated `paths`), with the API key's Basic auth and X-Account-Id on every call, an
 * Idempotency-Key per send and per verification start kept across its retries, and retries only where they
 * are safe (retry.ts).
 */
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import { BeaconApiError } from './errors.js';
import type { paths } from './generated/openapi.js';
import { retryAfterMs, retryingFetch, type RetryOptions } from './retry.js';
import type {
  MessageStatus,
  SendRequest,
  SendResult,
  VerifyCheckRequest,
  VerifyCheckResult,
  VerifyStartRequest,
  VerifyStartResult,
} from './types.js';

export interface BeaconClientOptions extends RetryOptions {
  /** Where the server is, e.g. `http://localhost:8080` (`npm start`) or your PUBLIC_URL. */
  baseUrl: string;
  /** An API key of the account: `npm run ops -- apikey:create <accountId>` or SMS → Settings → API keys. */
  keyId: string;
  keySecret: string;
  /** The account the key belongs to (`X-Account-Id`). */
  accountId: string;
  /** The language of `msg` in refusals: `en-US` (default) or `zh-CN`. */
  locale?: string;
  /** The fetch to send with (the global one by default). */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface SendOptions extends CallOptions {
  /**
   * Makes the send safe to repeat: within 24 hours the server answers a repeat of the same body with the first
   * answer and sends nothing again. Default: a new random key per call, reused by its retries.
   */
  idempotencyKey?: string;
}

export interface BeaconClient {
  sms: {
    /** `POST /api/v1/sms/send`: the accepted batch, or a BeaconApiError. */
    send(request: SendRequest, options?: SendOptions): Promise<SendResult>;
    /** `GET /api/v1/sms/messages/{messageId}`: the message's status now. */
    status(messageId: string, options?: CallOptions): Promise<MessageStatus>;
  };
  verify: {
    /**
     * `POST /api/v1/verify/start`: Beacon makes a code and sends it to `to`; a new start for the same `to`
     * cancels the pending one. Keyed like a send, so its retries never send a second code.
     */
    start(request: VerifyStartRequest, options?: SendOptions): Promise<VerifyStartResult>;
    /**
     * `POST /api/v1/verify/check`: the status after checking `code`. Never repeated after a network failure
     * (a check counts an attempt, and an approved one is not found again); 404 1014 for an unknown id.
     */
    check(request: VerifyCheckRequest, options?: CallOptions): Promise<VerifyCheckResult>;
  };
  /** The typed openapi-fetch client behind these, with the same headers and retries, for any /api/v1 call. */
  api: Client<paths>;
}

interface Answer {
  response: Response;
  error?: unknown;
}

function refusal({ response, error }: Answer): BeaconApiError {
  const wait = retryAfterMs(response.headers.get('retry-after'));
  const seconds = wait === undefined ? undefined : Math.ceil(wait / 1_000);
  const envelope = error as { code?: unknown; msg?: unknown } | undefined;
  if (envelope && typeof envelope.code === 'number' && typeof envelope.msg === 'string') {
    return new BeaconApiError(response.status, envelope.code, envelope.msg, seconds);
  }
  const text = typeof error === 'string' && error !== '' ? error : response.statusText;
  return new BeaconApiError(response.status, response.status, text, seconds);
}

export function createBeaconClient(options: BeaconClientOptions): BeaconClient {
  const credentials = Buffer.from(`${options.keyId}:${options.keySecret}`, 'utf8').toString('base64');
  const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: {
      authorization: `Basic ${credentials}`,
      'x-account-id': options.accountId,
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    fetch: retryingFetch(base, options),
  });

  return {
    api,
    sms: {
      async send(request, { idempotencyKey = randomUUID(), signal } = {}) {
        const answer = await api.POST('/api/v1/sms/send', {
          body: request,
          params: { header: { 'idempotency-key': idempotencyKey } },
          signal,
        });
        if (answer.data?.code === 0) return answer.data.data;
        throw refusal(answer);
      },
      async status(messageId, { signal } = {}) {
        const answer = await api.GET('/api/v1/sms/messages/{messageId}', {
          params: { path: { messageId } },
          signal,
        });
        if (answer.data?.code === 0) return answer.data.data;
        throw refusal(answer);
      },
    },
    verify: {
      async start(request, { idempotencyKey = randomUUID(), signal } = {}) {
        const answer = await api.POST('/api/v1/verify/start', {
          body: request,
          params: { header: { 'idempotency-key': idempotencyKey } },
          signal,
        });
        if (answer.data?.code === 0) return answer.data.data;
        throw refusal(answer);
      },
      async check(request, { signal } = {}) {
        const answer = await api.POST('/api/v1/verify/check', { body: request, signal });
        if (answer.data?.code === 0) return answer.data.data;
        throw refusal(answer);
      },
    },
  };
}
