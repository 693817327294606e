/**
 * Retries a call only where that cannot send twice or make things worse: an answer that says "later" (429,
 * or 503 with `Retry-After`) after the time it names, and a network failure before any answer when the call is
 * a read or carries an Idempotency-Key (the server then answers a repeat with the first answer).
 */

export interface RetryOptions {
  /** Retries after the first attempt; default 3. 0 turns retrying off. */
  maxRetries?: number;
  /** A `Retry-After` longer than this is not waited for: the refusal is answered at once. Default 60 s. */
  maxRetryAfterMs?: number;
  /** The first wait after a network failure, doubled each time; default 500 ms. */
  networkBackoffMs?: number;
  /** Told before each wait, e.g. for a log line. */
  onRetry?: (retry: RetryEvent) => void;
  /** How to wait; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  /** The status that asked for it, or `network` for a failure before any answer. */
  reason: number | 'network';
  delayMs: number;
  method: string;
  url: string;
}

type Fetch = (request: Request) => Promise<Response>;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` as seconds or an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1_000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function isReplayable(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD' || request.headers.has('idempotency-key');
}

export function retryingFetch(base: Fetch, options: RetryOptions = {}): Fetch {
  const maxRetries = options.maxRetries ?? 3;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const networkBackoffMs = options.networkBackoffMs ?? 500;
  const sleep = options.sleep ?? sleepFor;

  return async (request) => {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt > maxRetries;
      let delayMs: number | undefined;
      let reason: RetryEvent['reason'];
      // Each attempt sends a copy: a body can be read once.
      const copy = last ? request : request.clone();
      try {
        const response = await base(copy);
        const wait = retryAfterMs(response.headers.get('retry-after'));
        const asksLater = response.status === 429 || (response.status === 503 && wait !== undefined);
        if (last || !asksLater || request.signal.aborted) return response;
        delayMs = wait ?? 1_000;
        if (delayMs > maxRetryAfterMs) return response;
        reason = response.status;
        // The answer is dropped: free its connection.
        await response.body?.cancel();
      } catch (error) {
        if (last || request.signal.aborted || !isReplayable(request)) throw error;
        delayMs = networkBackoffMs * 2 ** (attempt - 1);
        reason = 'network';
      }
      options.onRetry?.({ attempt, reason, delayMs, method: request.method, url: request.url });
      await sleep(delayMs);
    }
  };
}
