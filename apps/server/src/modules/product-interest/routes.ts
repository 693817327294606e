/** `POST /product/interest` and `/product/interest/list`: register and read "tell me when it launches". */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEREST_PRODUCTS, ZProductInterestSchema } from '@beacon/shared/validation/product-interest';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { ProductInterestService } from './service.js';

export const productInterestRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  interests: ProductInterestService;
}> = async (app, { sessions, interests }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const security = [{ session: [] }];

  app.post(
    '/product/interest',
    {
      schema: {
        summary: 'Register interest in a product',
        description:
          'Records that the current account would like the product (mms or voice) once it launches. ' +
          'Registering again changes nothing. 2011 when no account is selected.',
        tags: ['account'],
        security,
        body: ZProductInterestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await interests.register(authOf(request).userId, request.body.product);
      return ok(null);
    },
  );

  app.post(
    '/product/interest/list',
    {
      schema: {
        summary: 'Products the current account registered interest in',
        description: '2011 when no account is selected.',
        tags: ['account'],
        security,
        response: { 200: envelopeOf(z.array(z.enum(INTEREST_PRODUCTS))) },
      },
    },
    async (request) => ok(await interests.list(authOf(request).userId)),
  );
};
