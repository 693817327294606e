/**
 * Enterprise certification calls of the console (`/user/certification/…`, docs/certification.md). Every route
 * declares `config: { orgRole: 'admin' }`: certifying speaks for the organisation, so the organisation-role
 * guard refuses members (1006) before the body is read, and each handler acts only inside the caller's
 * organisation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERT_MAX_DOCUMENTS,
  ZCertificationIdSchema,
  ZCertificationListSchema,
  ZCertificationPageSchema,
  ZCertificationRecordSchema,
  ZCertificationSubmitSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/organisation-role.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../sessions/index.js';
import type { CertificationService } from './service.js';

/** Three images of at most 2 MB as base64 data URLs (a third more), plus the fields. */
const SUBMIT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export const certificationRoutes: FastifyPluginAsyncZod<{
  certification: CertificationService;
  sessions: SessionService;
}> = async (app, { certification, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const config = { orgRole: 'admin' } as const;
  const base = { tags: ['user'], security: [{ session: [] }] };
  const adminOnly = " Owners and admins only (1006 otherwise); acts inside the caller's organisation.";
  const recordEnvelope = { 200: envelopeOf(ZCertificationRecordSchema) };

  app.post(
    '/user/certification/list',
    {
      config,
      schema: {
        ...base,
        summary: "The organisation's enterprise certifications",
        description: 'Newest first, paged; `certified` is true once one passed.' + adminOnly,
        body: ZCertificationListSchema,
        response: { 200: envelopeOf(ZCertificationPageSchema) },
      },
    },
    async (request) => ok(await certification.list(membershipOf(request), request.body)),
  );

  app.post(
    '/user/certification/get',
    {
      config,
      schema: {
        ...base,
        summary: 'One certification record (the "check" action)',
        description:
          "2200 when the organisation has no such record (another organisation's included)." + adminOnly,
        body: ZCertificationIdSchema,
        response: recordEnvelope,
      },
    },
    async (request) => ok(await certification.get(membershipOf(request), request.body.id)),
  );

  app.post(
    '/user/certification/submit',
    {
      config,
      bodyLimit: SUBMIT_BODY_LIMIT_BYTES,
      schema: {
        ...base,
        summary: 'Submit an enterprise certification',
        description:
          'The enterprise (account type, name, country of registration, certificate type, organisation code: ' +
          "China's 18-character unified social credit code with its check digit, elsewhere 3 to 50 letters, " +
          'digits and separators), the legal person (name, document type and number) and 1 to ' +
          `${CERT_MAX_DOCUMENTS} certificate images as \`data:image/jpeg|png;base64,\` URLs (checked by ` +
          'content, at most 2 MB each). The record is under review (auditing) until an operator decides. ' +
          '1001 for a bad field, 2201 while another is under review, 2203 once certified.' +
          adminOnly,
        body: ZCertificationSubmitSchema,
        response: recordEnvelope,
      },
    },
    async (request) =>
      ok(
        await certification.submit(
          membershipOf(request),
          authOf(request).userId,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  app.post(
    '/user/certification/withdraw',
    {
      config,
      schema: {
        ...base,
        summary: 'Withdraw a certification under review',
        description:
          '2200 when the organisation has no such record, 2202 when it is no longer under review.' +
          adminOnly,
        body: ZCertificationIdSchema,
        response: recordEnvelope,
      },
    },
    async (request) =>
      ok(
        await certification.withdraw(
          membershipOf(request),
          authOf(request).userId,
          request.body.id,
          requestMeta(request),
        ),
      ),
  );
};
