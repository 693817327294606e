/**
 * HTTP metrics of every answer (by route pattern), and `GET /metrics` on the main port when METRICS_TOKEN is
 * set — for `Authorization: Bearer <token>` only, so the public port shows nothing to anyone else. Without
 * the token the main port has no /metrics; METRICS_PORT serves it on a listener of its own (metrics-server.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sendEnvelope } from '../http/error-handler.js';
import { transportEnvelope } from '../http/transport-errors.js';
import { localeFromAcceptLanguage } from '../lib/locale.js';
import type { MetricsSource } from './metrics-source.js';

export const METRICS_PATH = '/metrics';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares digests, so neither the token's length nor its matching prefix shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]!), sha256(token));
}

export const metricsPlugin = fp(
  async (app, options: { source: MetricsSource; token: string | undefined }) => {
    const { source, token } = options;
    app.addHook('onResponse', async (request, reply) => {
      // Unmatched URLs (scanners, typos) share one label: raw paths would make a series per URL.
      const route = request.routeOptions.url ?? 'unmatched';
      source.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1_000);
    });
    if (!token) return;
    app.get(
      METRICS_PATH,
      {
        schema: {
          summary: 'Prometheus metrics of this process',
          description:
            'Prometheus text format: HTTP requests and latency by route, messages accepted, submitted and ' +
            'final, queue depth and the oldest due message, carrier binds, webhook and mail backlogs, ' +
            'process memory. Only with `Authorization: Bearer <METRICS_TOKEN>` (HTTP 403 otherwise); not ' +
            'served here at all when METRICS_TOKEN is unset (METRICS_PORT serves it on its own listener).',
          tags: ['system'],
        },
      },
      async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          const locale = localeFromAcceptLanguage(request.headers['accept-language']);
          return sendEnvelope(reply, 403, transportEnvelope(403, locale));
        }
        const { contentType, body } = await source.render();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    );
  },
  { name: 'beacon-metrics' },
);
