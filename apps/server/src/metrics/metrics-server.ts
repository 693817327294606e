/**
 * `GET /metrics` on a listener of its own (METRICS_PORT on METRICS_HOST, loopback by default): the way to
 * scrape ROLE=worker processes, which serve no HTTP, and API processes without exposing metrics on the
 * public port. Plain node:http — nothing but the one path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsSource } from './metrics-source.js';
import { METRICS_PATH } from './metrics-plugin.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  source: MetricsSource;
  host: string;
  port: number;
  onError: (error: unknown) => void;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    options.source.render().then(
      ({ contentType, body }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        options.onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
