/** `POST /sms/price/list` (docs/sms-console-api.md): prices per segment in the current account's currency. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPriceEntrySchema, ZPriceListSchema } from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { PricingService } from './service.js';

export const priceRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  pricing: PricingService;
}> = async (app, { sessions, currentAccount, pricing }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);

  app.post(
    '/sms/price/list',
    {
      schema: {
        summary: 'SMS prices of the current account',
        description:
          'Price per segment for each named country (ISO alpha-2; all countries when none are named) in the ' +
          "account's currency. Countries without a price are absent. `demo` marks the shipped demo list.",
        tags: ['sms'],
        security: [{ session: [] }],
        body: ZPriceListSchema,
        response: { 200: envelopeOf(z.array(ZPriceEntrySchema)) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await pricing.list(account.currency, request.body.countries));
    },
  );
};
