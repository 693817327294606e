/**
 * The console's SMPP access calls (docs/smpp-access.md), all on the current account: connection details
 * `POST /sms/smpp/info`, credentials `POST /sms/smpp/credential/list|create|revoke` (the password answered
 * once, at creation), and the binds open now `POST /sms/smpp/bind/list`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatedSmppCredentialSchema,
  ZSmppBindListSchema,
  ZSmppCredentialRevokeSchema,
  ZSmppCredentialSchema,
  ZSmppInfoSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { SmppAccessService } from './service.js';

export const smppAccessRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  smpp: SmppAccessService;
}> = async (app, { sessions, currentAccount, smpp }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];
  const tags = ['smpp'];

  app.post(
    '/sms/smpp/info',
    {
      schema: {
        summary: 'Where to bind over SMPP',
        description:
          'Host, port, TLS port (null without a certificate), binds allowed per account, window and idle ' +
          'timeout of the SMPP server; `enabled` false when the server has no SMPP_SERVER_PORT.',
        tags,
        security,
        response: { 200: envelopeOf(ZSmppInfoSchema) },
      },
    },
    async () => ok(smpp.info()),
  );

  app.post(
    '/sms/smpp/credential/list',
    {
      schema: {
        summary: 'SMPP credentials of the current account',
        description:
          'Newest first; revoked ones stay listed with `revokedAt`. Passwords are never shown again.',
        tags,
        security,
        response: { 200: envelopeOf(z.array(ZSmppCredentialSchema)) },
      },
    },
    async (request) => ok(await smpp.credentials.list(currentAccountOf(request).id)),
  );

  app.post(
    '/sms/smpp/credential/create',
    {
      schema: {
        summary: 'Create an SMPP credential',
        description:
          'Answers the system_id and its 8-character password — the only time the password is shown; only ' +
          'an argon2id hash is stored. At most 10 live credentials per account (1006 beyond).',
        tags,
        security,
        response: { 200: envelopeOf(ZCreatedSmppCredentialSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      return ok(await smpp.credentials.create(currentAccountOf(request).id, userId));
    },
  );

  app.post(
    '/sms/smpp/credential/revoke',
    {
      schema: {
        summary: 'Revoke an SMPP credential',
        description:
          'New binds with it are refused (ESME_RBINDFAIL) and its open binds are closed within seconds. 1006 ' +
          'when it is not a live credential of the current account; 1001 naming `systemId` when it is blank.',
        tags,
        security,
        body: ZSmppCredentialRevokeSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await smpp.revoke(currentAccountOf(request).id, request.body.systemId);
      return ok(null);
    },
  );

  app.post(
    '/sms/smpp/bind/list',
    {
      schema: {
        summary: 'SMPP binds of the current account open now',
        description:
          'Each bind as the process holding its socket last reported it (every 5 s): system_id, bind type, ' +
          'remote address, since when, submit_sm per second and window use; and how many receipts and ' +
          'inbound messages wait for a receiver bind.',
        tags,
        security,
        response: { 200: envelopeOf(ZSmppBindListSchema) },
      },
    },
    async (request) => ok(await smpp.listBinds(currentAccountOf(request).id)),
  );
};
