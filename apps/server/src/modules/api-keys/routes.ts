/** `POST /sms/apikey/list|create|revoke` (docs/sms-console-api.md): keys of the current account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiKeyCreateSchema,
  ZApiKeyRevokeSchema,
  ZApiKeySchema,
  ZCreatedApiKeySchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { ApiKeyService } from './service.js';

export const apiKeyRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  apiKeys: ApiKeyService;
}> = async (app, { sessions, currentAccount, apiKeys }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];

  app.post(
    '/sms/apikey/list',
    {
      schema: {
        summary: 'API keys of the current account',
        description: 'Revoked keys stay listed with `revokedAt`. Secrets are never shown again, only a hint.',
        tags: ['sms'],
        security,
        response: { 200: envelopeOf(z.array(ZApiKeySchema)) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await apiKeys.list(account.id));
    },
  );

  app.post(
    '/sms/apikey/create',
    {
      schema: {
        summary: 'Create an API key',
        description:
          'Answers the secret — the only time it is shown; only its SHA-256 is stored. At most 20 live keys ' +
          'per account (1006 beyond).',
        tags: ['sms'],
        security,
        body: ZApiKeyCreateSchema,
        response: { 200: envelopeOf(ZCreatedApiKeySchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const account = currentAccountOf(request);
      return ok(await apiKeys.create(account.id, request.body.name, userId));
    },
  );

  app.post(
    '/sms/apikey/revoke',
    {
      schema: {
        summary: 'Revoke an API key',
        description: 'The key stops working at once. 1006 when it is not a live key of the current account.',
        tags: ['sms'],
        security,
        body: ZApiKeyRevokeSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      await apiKeys.revoke(account.id, request.body.keyId);
      return ok(null);
    },
  );
};
