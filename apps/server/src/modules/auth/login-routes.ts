/** Sign-in calls of API.md: password step, code look-up and re-send, SMS switch, code step. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLoginOtpResultSchema,
  ZLoginOtpSchema,
  ZLoginSchema,
  ZOtpDestinationSchema,
  ZSessionTokenSchema,
  ZTicketSchema,
} from '@beacon/shared';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import { readTrustedDeviceCookie, setTrustedDeviceCookie } from '../../http/trusted-device-cookie.js';
import type { LoginService } from './login-service.js';

export const loginRoutes: FastifyPluginAsyncZod<{ login: LoginService; publicUrl: string }> = async (
  app,
  { login, publicUrl },
) => {
  app.post(
    '/auth/login/otp',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a login ticket and sends a code (`step: "otp"`), or a session token at once (`step: "done"`) ' +
          'when the browser has a trusted-device cookie of this user from the same network. 2001 for a wrong ' +
          'e-mail or password; the fifth wrong password in a row locks the user for 15 minutes (2002). 1007 once ' +
          'the address was sent 5 sign-in codes in 10 minutes.',
        tags: ['auth'],
        security: [],
        body: ZLoginOtpSchema,
        response: { 200: envelopeOf(ZLoginOtpResultSchema) },
      },
    },
    async (request) =>
      ok(await login.start(request.body, requestMeta(request), readTrustedDeviceCookie(request))),
  );

  app.post(
    '/auth/login/otp/test',
    {
      schema: {
        summary: 'Look up a login ticket',
        description:
          'Where the code of a live ticket went; 2013 when the ticket is unknown, used or expired.',
        tags: ['auth'],
        security: [],
        body: ZTicketSchema,
        response: { 200: envelopeOf(ZOtpDestinationSchema) },
      },
    },
    async (request) => ok(await login.describe(request.body.token)),
  );

  app.post(
    '/auth/login/otp2',
    {
      schema: {
        summary: 'Re-send the sign-in code',
        description:
          'A new code over the same channel; at most once a minute (1005), 5 sends per ticket and 5 e-mailed ' +
          'sign-in codes per address in 10 minutes (1007).',
        tags: ['auth'],
        security: [],
        body: ZTicketSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await login.resend(request.body.token, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/sms/otp',
    {
      schema: {
        summary: 'Send the sign-in code by SMS',
        description: 'Sends a new code to the bound phone; 1006 while the user has no bound phone.',
        tags: ['auth'],
        security: [],
        body: ZTicketSchema,
        response: { 200: envelopeOf(ZOtpDestinationSchema) },
      },
    },
    async (request) => ok(await login.sendBySms(request.body.token, requestMeta(request))),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Finish signing in with the code',
        description:
          'Answers a session token. With `remember` true, an HttpOnly cookie `beacon_td` marks this browser as ' +
          'trusted for 30 days on the same network. A wrong code is 2007; the fifth locks the ticket (1007).',
        tags: ['auth'],
        security: [],
        body: ZLoginSchema,
        response: { 200: envelopeOf(ZSessionTokenSchema) },
      },
    },
    async (request, reply) => {
      const { token, trustedDeviceToken } = await login.complete(request.body, requestMeta(request));
      if (trustedDeviceToken) setTrustedDeviceCookie(reply, trustedDeviceToken, publicUrl);
      return ok({ token });
    },
  );
};
