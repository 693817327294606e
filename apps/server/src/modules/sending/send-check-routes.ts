/**
 * The console calls around a send (docs/sms-console-api.md): `POST /sms/send/limits` (what the send page
 * warns about before sending) and `POST /sms/template/test` (a template to the user's own bound phone, sent
 * and charged as any message, refused as any send is).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSendLimitsSchema, ZTemplateTestResultSchema, ZTemplateTestSchema } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../sessions/index.js';
import type { TemplateService } from '../templates/index.js';
import { consoleRefusalOf } from './console-errors.js';
import { isSendRejection } from './rejection.js';
import { findSenderAccount } from './repo.js';
import { sendLimitsOf } from './send-limits.js';
import type { SendingService } from './service.js';
import { testTemplate } from './template-test.js';

export const sendCheckRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  sending: SendingService;
  templates: TemplateService;
  trialDailyLimit: number;
  clock: Clock;
}> = async (app, { db, sessions, currentAccount, sending, templates, trialDailyLimit, clock }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);

  app.post(
    '/sms/send/limits',
    {
      schema: {
        summary: "Today's sending against the daily limits, and the blocked countries",
        description:
          'What the send page warns about before sending: messages created today (UTC) as the daily limits ' +
          'count them, the account limit (0: none), the trial limit while the account is not verified (else ' +
          'null), the disallowed countries, and when the count starts again.',
        tags: ['sms'],
        security: [{ session: [] }],
        response: { 200: envelopeOf(ZSendLimitsSchema) },
      },
    },
    async (request) => {
      const account = (await findSenderAccount(db, currentAccountOf(request).id))!;
      return ok(await sendLimitsOf(db, account, trialDailyLimit, clock()));
    },
  );

  app.post(
    '/sms/template/test',
    {
      schema: {
        summary: "Send a template to the user's own bound phone",
        description:
          'An approved custom template or a public one, with `variables`; a verification-code template (type 1) ' +
          'gets a fresh code for `{code}` (answered with how long it is valid: one minute, or five for the ' +
          'public sample verification message). Counted and charged like any message, refused like any send ' +
          '(3001–3008); 1006 when the user has no bound phone, 3007 for a template that is not usable.',
        tags: ['sms'],
        security: [{ session: [] }],
        body: ZTemplateTestSchema,
        response: { 200: envelopeOf(ZTemplateTestResultSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const account = (await findSenderAccount(db, currentAccountOf(request).id))!;
      try {
        return ok(
          await testTemplate({ db, templates, sending }, { userId, account, now: clock() }, request.body),
        );
      } catch (error) {
        throw isSendRejection(error) ? consoleRefusalOf(error) : error;
      }
    },
  );
};
