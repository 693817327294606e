/** `POST /sms/template/options`: the templates the send form may use. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requireCurrentAccount } from '../accounts/index.js';
import type { SessionService } from '../sessions/index.js';
import type { TemplateService } from './service.js';

export const templateOptionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionService;
  templates: TemplateService;
}> = async (app, { db, sessions, templates }) => {
  app.addHook('onRequest', authenticateHook(sessions));

  app.post(
    '/sms/template/options',
    {
      schema: {
        summary: 'Templates usable for sending',
        description: 'Approved custom templates of the current account, then approved public templates.',
        tags: ['sms'],
        security: [{ session: [] }],
        response: {
          200: envelopeOf(
            z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                content: z.string(),
                country: z.string().nullable(),
                type: z.number().int(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const account = await requireCurrentAccount(db, authOf(request).userId);
      return ok(await templates.options(account.id));
    },
  );
};
