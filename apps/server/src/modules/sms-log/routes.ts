/** The message log of the current account: `/sms/log/list`, `/sms/log/detail`, `GET /sms/log/export`. */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSmsLogDetailSchema,
  ZSmsLogDetailViewSchema,
  ZSmsLogFiltersSchema,
  ZSmsLogListSchema,
  ZSmsLogPageSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import { csvHeader, csvRow } from './csv.js';
import type { SmsLogService } from './service.js';

const FILTERS_TEXT =
  '`since` (inclusive) and `until` (exclusive) are ISO 8601 times; `status` a list; `direction` out or in; ' +
  '`phone` the other party in E.164; `country` ISO alpha-2.';

export const smsLogRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  log: SmsLogService;
}> = async (app, { sessions, currentAccount, log }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];

  app.post(
    '/sms/log/list',
    {
      schema: {
        summary: 'List messages of the current account',
        description: `Newest first, keyset paging on (createdAt, id). ${FILTERS_TEXT}`,
        tags: ['sms'],
        security,
        body: ZSmsLogListSchema,
        response: { 200: envelopeOf(ZSmsLogPageSchema) },
      },
    },
    async (request) => ok(await log.list(currentAccountOf(request).id, request.body)),
  );

  app.post(
    '/sms/log/detail',
    {
      schema: {
        summary: 'One message with its status history and webhook attempts',
        tags: ['sms'],
        security,
        body: ZSmsLogDetailSchema,
        response: { 200: envelopeOf(ZSmsLogDetailViewSchema) },
      },
    },
    async (request) => ok(await log.detail(currentAccountOf(request).id, request.body.id)),
  );

  app.get(
    '/sms/log/export',
    {
      schema: {
        summary: 'Export the filtered log as CSV',
        description:
          `Every matching row, newest first, streamed as text/csv (UTF-8 with BOM, header row). ${FILTERS_TEXT} ` +
          'Errors are answered as the JSON envelope before any CSV is sent.',
        tags: ['sms'],
        security,
        querystring: ZSmsLogFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const accountId = currentAccountOf(request).id;
      const rows = log.exportRows(accountId, request.query);
      async function* lines() {
        yield csvHeader();
        for await (const row of rows) yield csvRow(row);
      }
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sms-log-${stamp}.csv"`)
        .send(Readable.from(lines()));
    },
  );
};
