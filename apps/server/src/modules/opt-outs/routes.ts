/** `POST /sms/optout/list|delete` (docs/sms-console-api.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOptOutDeleteSchema, ZOptOutListSchema } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requireCurrentAccount } from '../accounts/index.js';
import type { SessionService } from '../sessions/index.js';
import type { OptOutService } from './service.js';

export const optOutRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionService;
  optOuts: OptOutService;
}> = async (app, { db, sessions, optOuts }) => {
  app.addHook('onRequest', authenticateHook(sessions));
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
        response: {
          200: envelopeOf(
            z.object({
              items: z.array(
                z.object({ phone: z.string(), createdAt: z.string(), messageId: z.string().nullable() }),
              ),
              nextCursor: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const account = await requireCurrentAccount(db, authOf(request).userId);
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
      const account = await requireCurrentAccount(db, authOf(request).userId);
      await optOuts.remove(account.id, request.body.phone);
      return ok(null);
    },
  );
};
