/**
 * What the console does with HTTP 503 (the server's database is out of reach for now, docs/contracts.md):
 * a call that is safe to repeat — a GET, a POST named as a read (`…/list`, `…/get`, `…/info`, `…/menu`,
 * `…/overview`, `…/status`) or one marked `idempotent` — waits the answer's Retry-After and is sent again, a
 * bounded number of times, while the user reads that the service is unavailable and being retried. Anything
 * else (a send, a payment, a change) is never repeated behind the user's back.
 */
import type { InternalAxiosRequestConfig } from 'axios';

export const UNAVAILABLE_STATUS = 503;
/** Attempts after the first; with Retry-After 5 the user waits about 15 seconds before giving up. */
export const MAX_UNAVAILABLE_RETRIES = 3;
/** When the server names no delay; and the longest one honoured, so a wrong header cannot stall the page. */
const DEFAULT_DELAY_SECONDS = 5;
const MAX_DELAY_SECONDS = 30;

const READ_SUFFIXES = ['/list', '/get', '/info', '/menu', '/overview', '/status'];

export function isRepeatable(config: InternalAxiosRequestConfig): boolean {
  if (config.idempotent) return true;
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head') return true;
  const path = (config.url ?? '').split('?')[0]!;
  return method === 'post' && READ_SUFFIXES.some((suffix) => path.endsWith(suffix));
}

/** Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date), bounded. */
export function retryDelaySeconds(header: unknown, now = Date.now()): number {
  if (typeof header !== 'string' || header.trim() === '') return DEFAULT_DELAY_SECONDS;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim())
    : Math.ceil((Date.parse(header) - now) / 1_000);
  if (!Number.isFinite(seconds)) return DEFAULT_DELAY_SECONDS;
  return Math.min(Math.max(seconds, 1), MAX_DELAY_SECONDS);
}
