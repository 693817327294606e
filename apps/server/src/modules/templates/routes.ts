/** `POST /sms/template/options`: the templates the send form may use. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { TemplateService } from './service.js';

export const templateOptionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  templates: TemplateService;
}> = async (app, { sessions, currentAccount, templates }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);

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
      const account = currentAccountOf(request);
      return ok(await templates.options(account.id));
    },
  );
};
