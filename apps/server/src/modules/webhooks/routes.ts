/**
 * The settings page's webhook calls: `POST /sms/webhook/test`, `POST /sms/webhook/resend` and the recent
 * deliveries, `POST /sms/webhook/list`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZWebhookDeliveryPageSchema,
  ZWebhookListSchema,
  ZWebhookResendSchema,
  ZWebhookTestResultSchema,
  ZWebhookTestSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { WebhookService } from './service.js';

export const webhookRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  webhooks: WebhookService;
}> = async (app, { sessions, currentAccount, webhooks }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];

  app.post(
    '/sms/webhook/test',
    {
      schema: {
        summary: 'Send a test event to a webhook URL',
        description:
          'Queues `{ "event": "webhook.test", "kind", "accountId", "timestamp" }` to the status or inbound URL, ' +
          'signed and retried like any event. 1001 on `kind` when that URL is not set.',
        tags: ['sms'],
        security,
        body: ZWebhookTestSchema,
        response: { 200: envelopeOf(ZWebhookTestResultSchema) },
      },
    },
    async (request) => ok(await webhooks.sendTest(currentAccountOf(request).id, request.body.kind)),
  );

  app.post(
    '/sms/webhook/resend',
    {
      schema: {
        summary: 'Send a webhook delivery again',
        description:
          'Due now, with a fresh 24-hour retry window; every attempt is kept. 1001 on `deliveryId` when it is ' +
          'not a delivery of the current account.',
        tags: ['sms'],
        security,
        body: ZWebhookResendSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await webhooks.resend(currentAccountOf(request).id, request.body.deliveryId);
      return ok(null);
    },
  );

  app.post(
    '/sms/webhook/list',
    {
      schema: {
        summary: 'Recent webhook deliveries',
        description:
          "The current account's deliveries, newest first, test events included: event, URL, state, " +
          "attempts, the last attempt's HTTP status or error, and when a pending one is tried next. Keyset " +
          'pages: pass `nextCursor` back as `cursor`. `limit` 1–100, default 20.',
        tags: ['sms'],
        security,
        body: ZWebhookListSchema,
        response: { 200: envelopeOf(ZWebhookDeliveryPageSchema) },
      },
    },
    async (request) => ok(await webhooks.listDeliveries(currentAccountOf(request).id, request.body)),
  );
};
