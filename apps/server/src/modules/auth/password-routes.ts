/** Password reset calls of API.md. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMaskedEmailSchema, ZPasswordOtpSchema, ZPasswordResetSchema, ZTicketSchema } from '@beacon/shared';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { PasswordService } from './password-service.js';

export const passwordRoutes: FastifyPluginAsyncZod<{ password: PasswordService }> = async (
  app,
  { password },
) => {
  app.post(
    '/auth/password/otp',
    {
      schema: {
        summary: 'Ask for a password reset link',
        description:
          'Always answers null, registered or not. When the address belongs to a user, the link ' +
          '`<PUBLIC_URL>/findPassword/<token>` (valid 30 minutes, once) is e-mailed. The sixth request for one ' +
          'address within 10 minutes is 1007, registered or not.',
        tags: ['auth'],
        security: [],
        body: ZPasswordOtpSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await password.requestLink(request.body.email, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/password/otp/test',
    {
      schema: {
        summary: 'Look up a password reset link',
        description: 'The masked e-mail of a live link; 2013 when it is unknown, used or expired.',
        tags: ['auth'],
        security: [],
        body: ZTicketSchema,
        response: { 200: envelopeOf(ZMaskedEmailSchema) },
      },
    },
    async (request) => ok(await password.describe(request.body.token)),
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        summary: 'Set a new password',
        description:
          'Checks the password policy (1001), uses up the link (2013 when not live) and revokes every session ' +
          'and trusted browser of the user.',
        tags: ['auth'],
        security: [],
        body: ZPasswordResetSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await password.reset(request.body, requestMeta(request));
      return ok(null);
    },
  );
};
