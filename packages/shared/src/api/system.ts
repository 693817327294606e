/**
 * The health calls (docs/contracts.md "Health"): `GET /health` (liveness) and `GET /health/ready`
 * (readiness), the report the server builds typed by the schema its route declares.
 */
import { z } from 'zod';
import { ErrorCode } from '../errors/catalogue.js';

export const ZLivenessSchema = z.object({ status: z.literal('ok') });

export const ZReadinessReportSchema = z
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

export type ReadinessReport = z.output<typeof ZReadinessReportSchema>;

/** `GET /health/ready` answers its report in the envelope either way; only the HTTP status and code differ. */
export const ZReadyAnswerSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  data: ZReadinessReportSchema,
});
export const ZNotReadyAnswerSchema = z
  .object({
    code: z.literal(ErrorCode.SYSTEM_UNAVAILABLE),
    msg: z.string(),
    data: ZReadinessReportSchema,
  })
  .describe('Not ready: code 500 with the report saying what is not.');
