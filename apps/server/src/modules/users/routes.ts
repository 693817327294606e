/** The signed-in user's calls: sign out, user info, server menu. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMenuItemSchema, ZUserInfoSchema } from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { AuditService } from '../audit/index.js';
import type { SessionService } from '../sessions/index.js';
import type { UserService } from './service.js';

export interface UserRoutesOptions {
  users: UserService;
  sessions: SessionService;
  audit: AuditService;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { users, sessions, audit },
) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const security = [{ session: [] }];

  app.post(
    '/user/logout',
    {
      schema: {
        summary: 'Sign out',
        description: 'Revokes the session: its token stops working at once.',
        tags: ['user'],
        security,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await sessions.end(auth.sessionId);
      await audit.record({ action: 'logout', userId: auth.userId }, requestMeta(request));
      return ok(null);
    },
  );

  app.get(
    '/user/info',
    {
      schema: {
        summary: 'Get the user info',
        description: 'The user info entity of spec section 3 with role, accounts and the current account.',
        tags: ['user'],
        security,
        response: { 200: envelopeOf(ZUserInfoSchema) },
      },
    },
    async (request) => ok(await users.getInfo(authOf(request).userId)),
  );

  app.post(
    '/user/menu',
    {
      schema: {
        summary: 'Get the server menu',
        description: "The console menu for the user's role, as route names, paths and locale keys.",
        tags: ['user'],
        security,
        response: { 200: envelopeOf(z.array(ZMenuItemSchema)) },
      },
    },
    async (request) => ok(await users.getMenu(authOf(request).userId)),
  );
};
