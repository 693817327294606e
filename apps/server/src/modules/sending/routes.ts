/**
 * Every HTTP route of sending and money: the console calls under /api (session) and the public send API
 * under /api/v1 (API keys, its own error table and error handler).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import type { CurrentAccountHook } from '../../http/current-account.js';
import { apiKeyRoutes } from '../api-keys/index.js';
import { optOutRoutes } from '../opt-outs/index.js';
import { priceRoutes } from '../pricing/index.js';
import type { SessionService } from '../sessions/index.js';
import { smsSettingsRoutes } from '../sms-settings/index.js';
import { templateRoutes } from '../templates/index.js';
import { sendApiRoutes } from './api-routes.js';
import type { SendingServices } from './compose.js';
import { sendConsoleRoutes } from './console-routes.js';
import { sendCheckRoutes } from './send-check-routes.js';

export const sendingRoutes: FastifyPluginAsync<{
  db: Database;
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  services: SendingServices;
  /** Further routes of the public API under /api/v1 (the Verify API). */
  apiExtensions?: readonly FastifyPluginAsync[];
}> = async (app, { db, sessions, currentAccount, services, apiExtensions }) => {
  const prefix = '/api';
  const consoleDeps = { prefix, sessions, currentAccount };
  await app.register(sendConsoleRoutes, { ...consoleDeps, db, sending: services.sending });
  await app.register(sendCheckRoutes, {
    ...consoleDeps,
    db,
    sending: services.sending,
    templates: services.templates,
    ...services.checks,
  });
  await app.register(priceRoutes, { ...consoleDeps, pricing: services.pricing });
  await app.register(templateRoutes, { ...consoleDeps, templates: services.templates });
  await app.register(smsSettingsRoutes, { ...consoleDeps, settings: services.smsSettings });
  await app.register(apiKeyRoutes, { ...consoleDeps, apiKeys: services.apiKeys });
  await app.register(optOutRoutes, { ...consoleDeps, optOuts: services.optOuts });
  await app.register(sendApiRoutes, {
    prefix: '/api/v1',
    apiKeys: services.apiKeys,
    sending: services.sending,
    reads: services.senderReads,
    extensions: apiExtensions,
  });
  app.addHook('onClose', () => services.close());
};
