/**
 * The HTTP load generator: autocannon at a fixed number of connections, each request's body made by
 * `body(i)`; a short warm-up run first, which is not counted. Reports successful (2xx) answers per second and
 * the latency percentiles of all answers.
 */
import autocannon from 'autocannon';
import { progress } from './progress.js';

export interface LoadOptions {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  body: (sequence: number) => string;
  /** Headers of one request on top of `headers` (e.g. which of several accounts sends it). */
  headersFor?: (sequence: number) => Record<string, string>;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  ok: number;
  /** 2xx answers per second. */
  okPerSecond: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** 2xx answers of the warm-up run (they did real work too). */
  warmupOk: number;
}

let sequence = 0;

function run(options: LoadOptions, seconds: number, announce: boolean): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'POST',
        connections: options.connections,
        duration: seconds,
        timeout: 30,
        headers: { 'content-type': 'application/json', ...options.headers },
        requests: [
          {
            setupRequest: (request) => {
              const current = sequence++;
              const extra = options.headersFor?.(current);
              return {
                ...request,
                body: options.body(current),
                ...(extra ? { headers: { ...request.headers, ...extra } } : {}),
              };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          seconds: result.duration,
          requests: result.requests.total,
          ok: result['2xx'],
          okPerSecond: result['2xx'] / result.duration,
          non2xx: result.non2xx,
          errors: result.errors,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          warmupOk: 0,
        });
      },
    );
    if (announce) {
      let elapsed = 0;
      instance.on('tick', () => {
        elapsed += 1;
        if (elapsed % 5 === 0 && elapsed < seconds) progress(options.label, `${elapsed}/${seconds} s`);
      });
    }
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const warmup = Math.max(2, Math.round(options.seconds / 5));
  progress(options.label, `warm-up ${warmup} s at ${options.connections} connections`);
  const warm = await run(options, warmup, false);
  progress(options.label, `measuring ${options.seconds} s at ${options.connections} connections`);
  const result = { ...(await run(options, options.seconds, true)), warmupOk: warm.ok };
  progress(
    options.label,
    `${Math.round(result.okPerSecond)} ok/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  return result;
}
