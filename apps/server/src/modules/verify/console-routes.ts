/**
 * The console's Verify calls (`POST /sms/verify/list|conversion|series`, docs/verify-api.md): the current
 * account's verifications, conversion per destination prefix and over time. Reads only; any member of the
 * account may call them, like the SMS log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZVerifyConversionRequestSchema,
  ZVerifyConversionSchema,
  ZVerifyListRequestSchema,
  ZVerifyListSchema,
  ZVerifySeriesRequestSchema,
  ZVerifySeriesSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/database.js';
import type { SessionService } from '../sessions/index.js';
import * as repo from './repo.js';

const DAY_MS = 24 * 3_600_000;
const ratio = (approved: number, started: number) => (started === 0 ? null : approved / started);

export const verifyConsoleRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  db: Database;
  clock: Clock;
}> = async (app, { sessions, currentAccount, db, clock }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const base = { tags: ['sms'], security: [{ session: [] }] };

  app.post(
    '/sms/verify/list',
    {
      schema: {
        ...base,
        operationId: 'verifyList',
        summary: 'Verifications of the current account',
        description: 'Newest first; `status`, `country` and `phone` (leading digits) narrow the list.',
        body: ZVerifyListRequestSchema,
        response: { 200: envelopeOf(ZVerifyListSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const rows = await repo.listVerifications(db, {
        accountId: currentAccountOf(request).id,
        statuses: body.status,
        country: body.country,
        phone: body.phone,
        beforeId: body.cursor,
        limit: body.limit + 1,
      });
      const page = rows.slice(0, body.limit);
      return ok({
        items: page.map((row) => ({
          verificationId: row.id,
          to: row.to,
          country: row.country,
          prefix: row.prefix,
          status: row.status,
          sendCount: row.sendCount,
          attempts: row.attempts,
          channel: 'sms' as const,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          approvedAt: row.approvedAt?.toISOString() ?? null,
          expiresAt: row.expiresAt.toISOString(),
        })),
        nextCursor: rows.length > body.limit ? page[page.length - 1]!.id : null,
      });
    },
  );

  app.post(
    '/sms/verify/conversion',
    {
      schema: {
        ...base,
        operationId: 'verifyConversion',
        summary: 'Verify conversion by destination prefix',
        description:
          'Started and approved verifications per prefix (default the last 7 days), most started first.',
        body: ZVerifyConversionRequestSchema,
        response: { 200: envelopeOf(ZVerifyConversionSchema) },
      },
    },
    async (request) => {
      const accountId = currentAccountOf(request).id;
      const until = request.body.until ?? clock();
      const since = request.body.since ?? new Date(until.getTime() - 7 * DAY_MS);
      const [rows, total] = await Promise.all([
        repo.conversionByPrefix(db, accountId, since, until),
        repo.totals(db, accountId, since, until),
      ]);
      return ok({
        rows: rows.map((row) => ({ ...row, conversion: ratio(row.approved, row.started) })),
        total: { ...total, conversion: ratio(total.approved, total.started) },
      });
    },
  );

  app.post(
    '/sms/verify/series',
    {
      schema: {
        ...base,
        operationId: 'verifySeries',
        summary: 'Verifications started and approved over time',
        description: 'By hour or day (default the last 24 hours by hour); empty buckets are 0.',
        body: ZVerifySeriesRequestSchema,
        response: { 200: envelopeOf(ZVerifySeriesSchema) },
      },
    },
    async (request) => {
      const { bucket } = request.body;
      const step = bucket === 'hour' ? 3_600_000 : DAY_MS;
      const until = request.body.until ?? clock();
      const since = request.body.since ?? new Date(until.getTime() - DAY_MS);
      const first = Math.floor(since.getTime() / step) * step;
      // At most a year of days or a month of hours: a wider range is cut at its start.
      const start = Math.max(first, until.getTime() - (bucket === 'hour' ? 31 * DAY_MS : 366 * DAY_MS));
      const from = new Date(Math.floor(start / step) * step);
      const rows = await repo.seriesOf(db, currentAccountOf(request).id, from, until, bucket);
      const byTime = new Map(rows.map((row) => [row.at.getTime(), row]));
      const points = [];
      for (let at = from.getTime(); at < until.getTime(); at += step) {
        const row = byTime.get(at);
        points.push({
          at: new Date(at).toISOString(),
          started: row?.started ?? 0,
          approved: row?.approved ?? 0,
        });
      }
      return ok({ bucket, points });
    },
  );
};
