/**
 * Sender-ID registration calls of the admin area (`/admin/sender-id/…`, docs/sender-ids.md): owners and admins
 * only (`orgRole`, 1006 otherwise), each acting inside the caller's organisation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSenderIdRequestIdSchema,
  ZSenderIdRequestItemSchema,
  ZSenderIdRequestListSchema,
  ZSenderIdRequestPageSchema,
  ZSenderIdRequestSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/organisation-role.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../sessions/index.js';
import type { SenderIdService } from './service.js';

export const senderIdRoutes: FastifyPluginAsyncZod<{
  senderIds: SenderIdService;
  sessions: SessionService;
}> = async (app, { senderIds, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const config = { orgRole: 'admin' } as const;
  const base = { tags: ['admin'], security: [{ session: [] }] };
  const adminOnly = " Owners and admins only (1006 otherwise); acts inside the caller's organisation.";

  app.post(
    '/admin/sender-id/submit',
    {
      config,
      schema: {
        ...base,
        summary: 'Request a sender ID',
        description:
          'Registers an alphanumeric (3–11 of A–Z, a–z, 0–9 and space, with a letter) or numeric (3–15 digits) ' +
          'sender ID for the countries given, with the brand name (20), a sample message (200), an http(s) ' +
          'link and the company. The request starts `submitted`; an operator approves or rejects it.' +
          adminOnly,
        body: ZSenderIdRequestSchema,
        response: { 200: envelopeOf(ZSenderIdRequestItemSchema) },
      },
    },
    async (request) =>
      ok(
        await senderIds.submit(
          membershipOf(request),
          authOf(request).userId,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  app.post(
    '/admin/sender-id/list',
    {
      config,
      schema: {
        ...base,
        summary: "The organisation's sender-ID requests",
        description: 'Newest first; `status` submitted, approved or rejected narrows the list.' + adminOnly,
        body: ZSenderIdRequestListSchema,
        response: { 200: envelopeOf(ZSenderIdRequestPageSchema) },
      },
    },
    async (request) => ok(await senderIds.list(membershipOf(request), request.body)),
  );

  app.post(
    '/admin/sender-id/get',
    {
      config,
      schema: {
        ...base,
        summary: 'One sender-ID request',
        description: "1006 for an id that is not one of the organisation's requests." + adminOnly,
        body: ZSenderIdRequestIdSchema,
        response: { 200: envelopeOf(ZSenderIdRequestItemSchema) },
      },
    },
    async (request) => ok(await senderIds.get(membershipOf(request), request.body.requestId)),
  );
};
