/** `POST /sms/setting/get|update` (API.md): the current account's SMS settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSmsSettingsSchema, ZSmsSettingsUpdateSchema } from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { SmsSettingsService } from './service.js';

export const smsSettingsRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  settings: SmsSettingsService;
}> = async (app, { sessions, currentAccount, settings }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];

  app.post(
    '/sms/setting/get',
    {
      schema: {
        summary: 'SMS settings of the current account',
        tags: ['sms'],
        security,
        response: { 200: envelopeOf(ZSmsSettingsSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await settings.get(account.id));
    },
  );

  app.post(
    '/sms/setting/update',
    {
      schema: {
        summary: 'Change SMS settings',
        description:
          'Any subset of the settings. Webhook URLs must be http(s) and must not resolve to loopback, private, ' +
          'link-local or unique-local addresses (1001 naming the field). A new `webhookSecret` keeps the ' +
          'previous one valid for 24 hours (webhooks are signed with both meanwhile); empty removes it. ' +
          'Answers the new settings.',
        tags: ['sms'],
        security,
        body: ZSmsSettingsUpdateSchema,
        response: { 200: envelopeOf(ZSmsSettingsSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      return ok(await settings.update(account.id, request.body));
    },
  );
};
