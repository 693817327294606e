/**
 * A stand-in for axios' network adapter: tests answer requests with envelopes, HTTP statuses or transport
 * failures, and can read back what was sent. The client under test runs unchanged.
 */
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export type FakeReply =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | { fail: 'timeout' | 'network' | 'cancel' }
  | { throws: Error };

export interface SentRequest {
  method: string;
  url: string;
  headers: AxiosHeaders;
  body: unknown;
}

export type Responder = (request: SentRequest) => FakeReply | Promise<FakeReply>;

export function envelope(data: unknown = null, code = 0, msg = code === 0 ? 'success' : 'error') {
  return { body: { code, msg, data } };
}

export function createFakeAdapter(responder: Responder) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers),
      body: config.data,
    };
    sent.push(request);
    const reply = await responder(request);
    if ('throws' in reply) throw reply.throws;
    if ('fail' in reply) {
      if (reply.fail === 'timeout')
        throw new AxiosError('timeout of 1ms exceeded', 'ECONNABORTED', config, {});
      if (reply.fail === 'cancel') throw new CanceledError(undefined, config, {});
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
    // Real adapters reject non-2xx answers through validateStatus; a custom adapter must do it itself.
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, sent };
}
