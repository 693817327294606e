/**
 * One webhook POST over node:http(s): a deadline for the whole exchange, redirects never followed (a 3xx is
 * a failed attempt), and the destination address checked when the socket connects — after DNS, so a name
 * that resolves to a private address is refused even if it resolved elsewhere when the URL was saved.
 */
import http from 'node:http';
import https from 'node:https';
import type { WebhookUrlGuard } from '../../lib/webhook-url-guard.js';

export interface PostResult {
  httpStatus: number | null;
  /** Why the attempt failed, or null for a 2xx. */
  error: string | null;
  durationMs: number;
  responseSnippet: string | null;
}

const SNIPPET_BYTES = 512;

const URL_PROBLEMS = {
  invalid: 'invalid URL',
  scheme: 'only http and https URLs are allowed',
  unresolvable: 'host could not be resolved',
  private: 'address not allowed: the host resolves to a loopback or private address',
} as const;

export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; guard: WebhookUrlGuard },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = await options.guard.check(target);
  if (!checked.ok) {
    return {
      httpStatus: null,
      error: URL_PROBLEMS[checked.problem],
      durationMs: elapsed(),
      responseSnippet: null,
    };
  }
  const { url } = checked;

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      lookup: options.guard.guardedLookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ httpStatus: null, error: `timeout after ${options.timeoutMs} ms`, responseSnippet: null });
    }, options.timeoutMs);
    request.on('error', (error) => {
      finish({ httpStatus: null, error: describeNetworkError(error), responseSnippet: null });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const snippet = Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8');
        const isSuccess = status >= 200 && status < 300;
        let error: string | null = null;
        if (status >= 300 && status < 400) error = `redirect not followed (HTTP ${status})`;
        else if (!isSuccess) error = `HTTP ${status}`;
        finish({ httpStatus: status, error, responseSnippet: snippet || null });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (size < SNIPPET_BYTES) chunks.push(chunk);
        size += chunk.length;
        if (size >= SNIPPET_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

function describeNetworkError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}
