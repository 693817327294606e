/** Account calls of API.md, scoped to the signed-in user's organisation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAccountAddSchema, ZAccountCreatedSchema, ZAccountSelectSchema } from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../sessions/index.js';
import type { AccountService } from './service.js';

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  sessions: SessionService;
}> = async (app, { accounts, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const security = [{ session: [] }];

  app.post(
    '/account/add',
    {
      // Creating and deleting accounts changes the organisation: owners and admins only (1006).
      config: { orgRole: 'admin' },
      schema: {
        summary: 'Create an account',
        description:
          'Creates an account billed in the currency of its billing country. It becomes the current account ' +
          'when none is selected. An organisation has at most 10 accounts (1006 beyond). Owners and admins ' +
          'only (1006).',
        tags: ['account'],
        security,
        body: ZAccountAddSchema,
        response: { 200: envelopeOf(ZAccountCreatedSchema) },
      },
    },
    async (request) => ok(await accounts.add(authOf(request).userId, request.body, requestMeta(request))),
  );

  app.post(
    '/account/select',
    {
      schema: {
        summary: 'Select the current account',
        description: "2010 when the account is not one of the user's organisation.",
        tags: ['account'],
        security,
        body: ZAccountSelectSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await accounts.select(authOf(request).userId, request.body.accountId, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/account/delete',
    {
      // Creating and deleting accounts changes the organisation: owners and admins only (1006).
      config: { orgRole: 'admin' },
      schema: {
        summary: 'Delete an account',
        description:
          "Soft delete; if it was the current account there is none afterwards. 2010 when the account is not one of the user's organisation. Owners and admins only (1006).",
        tags: ['account'],
        security,
        body: ZAccountSelectSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await accounts.remove(authOf(request).userId, request.body.accountId, requestMeta(request));
      return ok(null);
    },
  );
};
