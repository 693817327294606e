/** `POST /sms/optout/list|delete` (docs/sms-console-api.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOptOutDeleteSchema, ZOptOutListSchema, ZOptOutPageSchema } from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { OptOutService } from './service.js';

export const optOutRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  optOuts: OptOutService;
}> = async (app, { sessions, currentAccount, optOuts }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];

  app.post(
    '/sms/optout/list',
    {
      schema: {
        summary: 'Opted-out numbers',
        description:
          'Numbers that replied STOP (or were added by hand): marketing messages skip them. Newest first; ' +
          '`phone` filters by a part of the number; pass `nextCursor` back as `cursor` for the next page.',
        tags: ['sms'],
        security,
        body: ZOptOutListSchema,
        response: { 200: envelopeOf(ZOptOutPageSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await optOuts.list(account.id, request.body));
    },
  );

  app.post(
    '/sms/optout/delete',
    {
      schema: {
        summary: 'Remove an opt-out',
        description: 'The number may receive marketing messages again.',
        tags: ['sms'],
        security,
        body: ZOptOutDeleteSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      await optOuts.remove(account.id, request.body.phone);
      return ok(null);
    },
  );
};
