/**
 * `GET /health`: liveness — the process answers and its database does too (load balancers, the e2e launcher).
 * `GET /health/ready`: readiness — the database within a deadline and every carrier bind of this process;
 * HTTP 503 with the same report when anything is not ready, so a probe needs only the status code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, errorMessage } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { isIpAllowed } from '../../lib/ip-allowlist.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import type { Readiness, ReadinessReport } from './readiness.js';
import { pingDatabase } from './repo.js';

const ZReadinessReport = z
  .object({
    ready: z.boolean().describe('The database is ready and so is every carrier bind of this process.'),
    database: z.object({
      ready: z.boolean(),
      latencyMs: z.number().int().nullable().describe('Round trip of `select 1`; null when it failed.'),
      error: z
        .enum(['timeout', 'unreachable'])
        .nullable()
        .describe(
          '`timeout`: no answer within 2 seconds; `unreachable`: the query failed (see the server log).',
        ),
    }),
    carriers: z.object({
      owner: z
        .enum(['this-process', 'worker-processes'])
        .describe(
          '`worker-processes` in a ROLE=api process: it holds no binds (the ROLE=worker processes do), ' +
            '`binds` is empty and only the database decides readiness.',
        ),
      ready: z.boolean().describe('Every bind is bound; false while the carriers are still starting.'),
      binds: z.array(
        z.object({
          name: z
            .string()
            .describe(
              'The carrier name of SMPP_ROUTES (`?name=`, by default `system_id@host:port`), or `simulator`, ' +
                'for callers on loopback; `carrier-1`, `carrier-2`… in route order for everyone else.',
            ),
          state: z
            .enum(['bound', 'connecting', 'refused'])
            .describe(
              '`refused`: the SMSC answered bind_transceiver with an error (wrong password, unknown ' +
                'system_id…); `connecting`: not bound yet, or the bind was lost; reconnects go on in both.',
            ),
          error: z
            .string()
            .nullable()
            .describe(
              'For `refused`, the command_status name (e.g. ESME_RINVPASWD); for `connecting`, the last ' +
                'failure (ECONNREFUSED, TIMEOUT, CONNECTION_LOST…); null when none.',
            ),
          since: z.iso.datetime().describe('When this state (and error) began.'),
        }),
      ),
    }),
  })
  .meta({ id: 'ReadinessReport' });

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
          'Answers once the database answers; a failure is HTTP 500. Carriers are not looked at: use ' +
          '/api/health/ready to decide whether to send traffic here.',
        tags: ['system'],
        response: { 200: envelopeOf(z.object({ status: z.literal('ok') })) },
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
        response: {
          200: z.object({ code: z.literal(0), msg: z.string(), data: ZReadinessReport }),
          503: z
            .object({
              code: z.literal(ErrorCode.SYSTEM_UNAVAILABLE),
              msg: z.string(),
              data: ZReadinessReport,
            })
            .describe('Not ready: code 500 with the report saying what is not.'),
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
