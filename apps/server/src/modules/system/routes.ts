/**
 * `GET /health`: liveness — the process answers and its database does too (load balancers, the e2e launcher).
 * `GET /health/ready`: readiness — the database within a deadline and every carrier bind of this process;
 * HTTP 503 with the same report when anything is not ready, so a probe needs only the status code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  ZLivenessSchema,
  ZNotReadyAnswerSchema,
  ZReadyAnswerSchema,
  errorMessage,
  type ReadinessReport,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { isIpAllowed } from '../../lib/ip-allowlist.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import type { Readiness } from './readiness.js';
import { pingDatabase } from './repo.js';

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * The call needs no session, and a default carrier name is `system_id@host:port`: an account name and a
 * supplier's address are nobody else's business. Probes need the states; operators on the host see names.
 */
function withAnonymousBinds(report: ReadinessReport): ReadinessReport {
  const binds = report.carriers.binds.map((bind, i) => ({ ...bind, name: `carrier-${i + 1}` }));
  return { ...report, carriers: { ...report.carriers, binds } };
}

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database; readiness: Readiness }> = async (
  app,
  { db, readiness },
) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness check',
        description:
          'Answers once the database answers; while it is out of reach, HTTP 503 with Retry-After. Carriers are not looked at: use ' +
          '/api/health/ready to decide whether to send traffic here.',
        tags: ['system'],
        security: [],
        response: { 200: envelopeOf(ZLivenessSchema) },
      },
    },
    async () => {
      await pingDatabase(db);
      return ok({ status: 'ok' as const });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness check',
        description:
          'HTTP 200 with code 0 when the database answers within 2 seconds and every carrier bind of this ' +
          'process is bound; otherwise HTTP 503 with code 500 (system temporarily unavailable) and the same ' +
          'report as `data`. A ROLE=api process reports no binds (the worker processes own them) and is ' +
          'ready when its database is. No session needed.',
        tags: ['system'],
        security: [],
        response: {
          200: ZReadyAnswerSchema,
          503: ZNotReadyAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const checked = await readiness.check();
      const report = isIpAllowed(request.ip, LOOPBACK) ? checked : withAnonymousBinds(checked);
      // Probes must see the state now, never a cached answer.
      void reply.header('cache-control', 'no-store');
      if (report.ready) return ok(report);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(503).send({
        code: ErrorCode.SYSTEM_UNAVAILABLE,
        msg: errorMessage(ErrorCode.SYSTEM_UNAVAILABLE, locale),
        data: report,
      });
    },
  );
};
