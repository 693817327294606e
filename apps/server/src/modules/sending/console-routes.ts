/** `POST /sms/send` of the console (docs/sms-console-api.md): the current account sends. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSendResultSchema, ZSmsSendSchema } from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { Database } from '../../db/database.js';
import type { SessionService } from '../sessions/index.js';
import { consoleRefusalOf } from './console-errors.js';
import { isSendRejection } from './rejection.js';
import { findSenderAccount } from './repo.js';
import type { SendingService } from './service.js';

/**
 * A personalised file of 10,000 rows goes in one call with each row's variables (about 1 KiB a row at this
 * limit), which the app's 1 MiB for other bodies would refuse long before 10,000 rows.
 */
const SEND_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export const sendConsoleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  sending: SendingService;
}> = async (app, { db, sessions, currentAccount, sending }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);

  app.post(
    '/sms/send',
    {
      bodyLimit: SEND_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Send SMS from the current account',
        description:
          'One message per distinct recipient (at most 10,000; duplicates are dropped keeping the first), with ' +
          'the content or an approved template (custom or public) and its variables. `recipientVariables` ' +
          '(JSON, `{ "<E.164 recipient>": { name: value } }`) gives recipients their own values over ' +
          '`variables`, e.g. the rows of an imported file; each message is then rendered, counted and priced ' +
          'from its own text, and a variable missing for any recipient refuses the send (1001 on `variables`). ' +
          'The whole send is one batch and one debit, accepted or refused as a whole (body up to 10 MiB). ' +
          '`sendAt` in the future schedules the send. The cost is debited at once; nothing is sent or charged ' +
          'when any rule refuses: ' +
          '3001 insufficient balance, 3002 no price for a destination, 3003 daily limit, 3004 trial rules, ' +
          '3005 disallowed country, 3006 China needs a 【signature】 and an approved template, 3007 template ' +
          'not found or not approved, 3008 per-second rate. Marketing messages skip opted-out numbers ' +
          '(listed in `dropped`, not charged).',
        tags: ['sms'],
        security: [{ session: [] }],
        body: ZSmsSendSchema,
        response: { 200: envelopeOf(ZSendResultSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const current = currentAccountOf(request);
      const account = (await findSenderAccount(db, current.id))!;
      const body = request.body;
      try {
        return ok(
          await sending.accept(
            { account, source: 'console', createdBy: userId },
            {
              type: body.type,
              from: body.from,
              recipients: body.to.recipients,
              duplicates: body.to.duplicates,
              content: body.content,
              templateId: body.templateId,
              variables: body.variables ?? {},
              recipientVariables: body.recipientVariables,
              sendAt: body.sendAt,
              smartEncoding: body.smartEncoding ?? false,
            },
          ),
        );
      } catch (error) {
        throw isSendRejection(error) ? consoleRefusalOf(error) : error;
      }
    },
  );
};
