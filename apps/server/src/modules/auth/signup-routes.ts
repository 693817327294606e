/** Sign-up calls of API.md: start with the form, look up, re-send, finish with the code. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInvitationTestSchema,
  ZMaskedEmailSchema,
  ZSessionTokenSchema,
  ZSignupIdResultSchema,
  ZSignupIdSchema,
  ZSignupOtpSchema,
  ZSignupSchema,
  ZTokenSchema,
} from '@beacon/shared';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SignupService } from './signup-service.js';

export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService }> = async (app, { signup }) => {
  app.post(
    '/auth/signup/otp',
    {
      schema: {
        summary: 'Start a sign-up',
        description:
          'Checks the captcha (2014) and that the e-mail is free (2008), then e-mails a 6-digit code and the link ' +
          '`<PUBLIC_URL>/signup/<id>`. The id lives 10 minutes. 1007 once the address was sent 5 sign-up ' +
          'e-mails in 10 minutes. With `invite` (an invitation id) the e-mail must be the invited one (2100; ' +
          '2013 when the invitation is unknown, used, revoked or expired) and the new user joins that ' +
          'organisation with the invited role and accounts.',
        tags: ['auth'],
        security: [],
        body: ZSignupOtpSchema,
        response: { 200: envelopeOf(ZSignupIdResultSchema) },
      },
    },
    async (request) => ok(await signup.start(request.body, requestMeta(request))),
  );

  app.post(
    '/auth/signup/test/:id',
    {
      schema: {
        summary: 'Look up a pending sign-up',
        description: 'The masked e-mail of a live sign-up id; 2013 when it is unknown or expired.',
        tags: ['auth'],
        security: [],
        params: z.object({ id: ZTokenSchema }),
        response: { 200: envelopeOf(ZMaskedEmailSchema) },
      },
    },
    async (request) => ok(await signup.describe(request.params.id)),
  );

  app.post(
    '/auth/invite/test/:id',
    {
      schema: {
        summary: 'Look up an invitation',
        description:
          'The invited e-mail, the organisation and the role of a pending invitation id (from the link ' +
          '`<PUBLIC_URL>/signup/<id>`, valid 7 days); 2013 when it is unknown, used, revoked or expired.',
        tags: ['auth'],
        security: [],
        params: z.object({ id: ZTokenSchema }),
        response: { 200: envelopeOf(ZInvitationTestSchema) },
      },
    },
    async (request) => ok(await signup.describeInvitation(request.params.id)),
  );

  app.post(
    '/auth/signup/otp2',
    {
      schema: {
        summary: 'Re-send the sign-up code',
        description:
          'A new code; at most once a minute (1005), 5 sends per sign-up and 5 sign-up e-mails per address in ' +
          '10 minutes (1007).',
        tags: ['auth'],
        security: [],
        body: ZSignupIdSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await signup.resend(request.body.id, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        summary: 'Finish a sign-up',
        description:
          'The right code creates the user with their own organisation and answers a session token. A wrong ' +
          'code is 2007; the fifth wrong one locks the sign-up for 10 minutes (1007).',
        tags: ['auth'],
        security: [],
        body: ZSignupSchema,
        response: { 200: envelopeOf(ZSessionTokenSchema) },
      },
    },
    async (request) => ok(await signup.complete(request.body, requestMeta(request))),
  );
};
