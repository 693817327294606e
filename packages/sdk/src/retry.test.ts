import { describe, expect, test } from 'vitest';
import { retryAfterMs, retryingFetch, type RetryEvent } from './retry.js';

type Step = Response | Error;

/** A fetch that answers the scripted steps in order and records what it was sent. */
function scripted(...steps: Step[]) {
  const sent: { method: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({
      method: request.method,
      key: request.headers.get('idempotency-key'),
      body: await request.text(),
    });
    const step = steps.shift();
    if (!step) throw new Error('no more scripted answers');
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetch, sent };
}

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: status === 200 ? 0 : status, msg: 'm', data: null }), {
    status,
    headers,
  });

function client(steps: Step[], options: { maxRetries?: number; maxRetryAfterMs?: number } = {}) {
  const { fetch, sent } = scripted(...steps);
  const waits: number[] = [];
  const retries: RetryEvent[] = [];
  const send = retryingFetch(fetch, {
    ...options,
    sleep: async (ms) => void waits.push(ms),
    onRetry: (event) => void retries.push(event),
  });
  return { send, sent, waits, retries };
}

const post = (key?: string) =>
  new Request('http://beacon.test/api/v1/sms/send', {
    method: 'POST',
    body: '{"type":"otp"}',
    headers: key ? { 'idempotency-key': key } : {},
  });
const get = () => new Request('http://beacon.test/api/v1/sms/messages/SM1');

describe('retryingFetch', () => {
  test('waits out a 429 for its Retry-After and sends the same body and key again', async () => {
    const { send, sent, waits, retries } = client([answer(429, { 'retry-after': '2' }), answer(200)]);
    const response = await send(post('k-1'));
    expect(response.status).toBe(200);
    expect(waits).toEqual([2_000]);
    expect(sent).toEqual([
      { method: 'POST', key: 'k-1', body: '{"type":"otp"}' },
      { method: 'POST', key: 'k-1', body: '{"type":"otp"}' },
    ]);
    expect(retries).toMatchObject([{ attempt: 1, reason: 429, delayMs: 2_000, method: 'POST' }]);
  });

  test('retries a 503 only when it says when (Retry-After)', async () => {
    const later = client([answer(503, { 'retry-after': '1' }), answer(200)]);
    expect((await later.send(get())).status).toBe(200);
    expect(later.waits).toEqual([1_000]);
    const never = client([answer(503)]);
    expect((await never.send(get())).status).toBe(503);
    expect(never.sent).toHaveLength(1);
  });

  test('answers every other status at once: refusals are not retried', async () => {
    for (const status of [400, 401, 402, 403, 404, 422, 500, 502]) {
      const { send, sent } = client([answer(status, { 'retry-after': '1' })]);
      expect((await send(post('k'))).status).toBe(status);
      expect(sent).toHaveLength(1);
    }
  });

  test('gives up after maxRetries, answering the last refusal', async () => {
    const { send, sent } = client(
      [answer(429, { 'retry-after': '0' }), answer(429, { 'retry-after': '0' }), answer(429)],
      { maxRetries: 2 },
    );
    expect((await send(post('k'))).status).toBe(429);
    expect(sent).toHaveLength(3);
  });

  test('does not wait for a Retry-After beyond maxRetryAfterMs', async () => {
    const { send, sent, waits } = client([answer(429, { 'retry-after': '3600' })], {
      maxRetryAfterMs: 60_000,
    });
    const response = await send(post('k'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('repeats a keyed send or a read after a network failure, with a growing backoff', async () => {
    const keyed = client([new TypeError('fetch failed'), new TypeError('fetch failed'), answer(200)]);
    expect((await keyed.send(post('k-2'))).status).toBe(200);
    expect(keyed.waits).toEqual([500, 1_000]);
    expect(keyed.sent.map((request) => request.key)).toEqual(['k-2', 'k-2', 'k-2']);
    expect(keyed.retries.map((retry) => retry.reason)).toEqual(['network', 'network']);
    const read = client([new TypeError('fetch failed'), answer(200)]);
    expect((await read.send(get())).status).toBe(200);
  });

  test('never repeats a call without an Idempotency-Key after a network failure: it may have been done', async () => {
    const { send, sent } = client([new TypeError('fetch failed'), answer(200)]);
    await expect(send(post())).rejects.toThrow('fetch failed');
    expect(sent).toHaveLength(1);
  });

  test('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-02T09:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
