/** The workplace's calls (`/dashboard/...`): today's numbers and the first-steps checklist of the current account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChecklistSchema, ZDashboardSummarySchema } from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { DashboardService } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  sessions: SessionService;
}> = async (app, { dashboard, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const security = [{ session: [] }];

  app.post(
    '/dashboard/summary',
    {
      schema: {
        summary: "Today's sending of the current account",
        description:
          "Outbound messages created since midnight in the user's timezone: all of them, delivered, failed " +
          '(undelivered, expired, rejected, failed) and still pending; `deliveryRate` is delivered ÷ ' +
          '(delivered + failed), null until one is final. 2011 without a current account.',
        tags: ['dashboard'],
        security,
        response: {
          200: envelopeOf(ZDashboardSummarySchema),
        },
      },
    },
    async (request) => ok(await dashboard.summary(authOf(request).userId)),
  );

  app.post(
    '/dashboard/checklist',
    {
      schema: {
        summary: 'First steps of the current account',
        description:
          'In order: identity verified (account status 1), phone bound, topped up (a recharge other than the ' +
          'trial credit), a message sent, an API key created — each `done` from the data. 2011 without a ' +
          'current account.',
        tags: ['dashboard'],
        security,
        response: {
          200: envelopeOf(ZChecklistSchema),
        },
      },
    },
    async (request) => ok(await dashboard.checklist(authOf(request).userId)),
  );
};
