/**
 * Identity verification (KYC) calls. Console (session, current account): `POST /user/kyc/url` and
 * `/user/kyc/status`. Mobile page /ekyc/:token (public, the link's token is the credential):
 * `POST /user/kyc/token` checks the link, `POST /user/kyc/result` submits the photos and answers the result.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KYC_IMAGE_MAX_BYTES,
  ZKycLinkCheckSchema,
  ZKycLinkSchema,
  ZKycResultSchema,
  ZKycStatusSchema,
  ZKycSubmitSchema,
  ZKycTokenSchema,
  detectImageType,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { unreadableBodyOf } from '../../http/body-parsers.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import { fieldError } from '../../lib/field-error.js';
import type { SessionService } from '../sessions/index.js';
import type { KycService } from './service.js';

/** Two images of at most 2 MB as base64 data URLs (a little more when form-encoded), plus the fields. */
const SUBMIT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const IMAGE_FIELDS = new Set(['documentImage', 'selfieImage']);

/**
 * A multipart submission becomes the same body as a JSON one before validation: the text fields as they are,
 * each image file as a data URL of the type its bytes announce (the schema then checks it like any other).
 */
async function multipartToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError([part.fieldname], 'kycImageSize');
        }
        throw error;
      }
      const type = detectImageType(bytes) ?? 'application/octet-stream';
      body[part.fieldname] = `data:${type};base64,${bytes.toString('base64')}`;
    } else {
      body[part.fieldname] = String(part.value);
    }
  }
  request.body = body;
}

export const kycRoutes: FastifyPluginAsyncZod<{ sessions: SessionService; kyc: KycService }> = async (
  app,
  { sessions, kyc },
) => {
  await app.register(async (console) => {
    console.addHook('onRequest', authenticateHook(sessions));
    const security = [{ session: [] }];

    console.post(
      '/user/kyc/url',
      {
        schema: {
          summary: 'Start or redo identity verification',
          description:
            'Issues a single-use link to the mobile verification page, valid 10 minutes (shown as a QR ' +
            'code), replacing any unused one. Allowed when the current account is not verified (0) or ' +
            'failed (3), 1006 otherwise; 2011 when no account is selected.',
          tags: ['user'],
          security,
          response: {
            200: envelopeOf(ZKycLinkSchema),
          },
        },
      },
      async (request) => ok(await kyc.createUrl(authOf(request).userId, requestMeta(request))),
    );

    console.post(
      '/user/kyc/status',
      {
        schema: {
          summary: 'Identity verification state of the current account',
          description:
            'The latest verification: none, waiting (link issued), processing, passed, failed or expired ' +
            '(link unused after 10 minutes), with the result and sub-codes and the account status.',
          tags: ['user'],
          security,
          response: {
            200: envelopeOf(ZKycStatusSchema),
          },
        },
      },
      async (request) => ok(await kyc.status(authOf(request).userId)),
    );
  });

  app.post(
    '/user/kyc/token',
    {
      schema: {
        summary: 'Check a mobile verification link',
        description: 'No session: the token is the credential. 2013 when unknown, already used or expired.',
        tags: ['user'],
        security: [],
        body: ZKycTokenSchema,
        response: { 200: envelopeOf(ZKycLinkCheckSchema) },
      },
    },
    async (request) => ok(await kyc.checkToken(request.body.token)),
  );

  await app.register(async (scope) => {
    const phone = scope.withTypeProvider<ZodTypeProvider>();
    await phone.register(multipart, {
      // One byte over the limit is enough to know a photo is too large.
      limits: { fileSize: KYC_IMAGE_MAX_BYTES + 1, files: 2, fields: 8, parts: 10 },
    });
    phone.post(
      '/user/kyc/result',
      {
        bodyLimit: SUBMIT_BODY_LIMIT_BYTES,
        // The parser's own failures (a mismatched boundary, a body cut short) are an unreadable body: 400.
        preValidation: (request) =>
          multipartToBody(request).catch((error: unknown) => Promise.reject(unreadableBodyOf(error))),
        schema: {
          summary: 'Submit the document photo and selfie of a mobile verification',
          description:
            'No session: the token is the credential, used once. JSON or form fields with the images as ' +
            '`data:image/jpeg|png;base64,` URLs, or multipart/form-data with the images as files; checked ' +
            'by content (JPEG or PNG, at most 2 MB each). The provider decides (the sandbox ' +
            'by the document number, see docs/contracts.md) and the account becomes verified (1) or ' +
            'failed (3). 2013 when the link is unknown, used or expired; 1001 for a bad field.',
          tags: ['user'],
          security: [],
          consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
          body: ZKycSubmitSchema,
          response: { 200: envelopeOf(ZKycResultSchema) },
        },
      },
      async (request) => ok(await kyc.submit(request.body, requestMeta(request))),
    );
  });
};
