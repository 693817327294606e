/** `POST /sms/overview`: the SMS overview page's figures for the current account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSmsOverviewResultSchema, ZSmsOverviewSchema } from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { SmsOverviewService } from './service.js';

export const smsOverviewRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  overview: SmsOverviewService;
}> = async (app, { sessions, currentAccount, overview }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);

  app.post(
    '/sms/overview',
    {
      schema: {
        summary: 'SMS overview',
        description:
          'Outbound messages of the current account over `range` (today, 7d, 30d, 1y): totals (sent, ' +
          'delivered, failed, pending, delivery rate, segments, cost), a series per hour (today) or per day in ' +
          '`timezone` — each bucket with its local start `at` and its UTC instant `start`, so a day whose clocks ' +
          'go back has 25 hours (the repeated hour twice) and one whose clocks go forward 23 — and figures by ' +
          'country and by message type. Read from roll-ups kept by the statements that make messages final.',
        tags: ['sms'],
        security: [{ session: [] }],
        body: ZSmsOverviewSchema,
        response: { 200: envelopeOf(ZSmsOverviewResultSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await overview.overview(account.id, account.currency, request.body));
    },
  );
};
