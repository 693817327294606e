/**
 * The security calls of the user centre: password, phone binding, the two-factor channel, the authenticator
 * app, and the lists of signed-in sessions and trusted browsers with revoke.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBoundPhoneSchema,
  ZChangePasswordSchema,
  ZDeviceIdSchema,
  ZPasswordChangedSchema,
  ZPasswordProofSchema,
  ZPhoneBindSchema,
  ZPhoneOtpSchema,
  ZRevokedSchema,
  ZSessionIdSchema,
  ZSessionViewSchema,
  ZTotpCodeSchema,
  ZTotpDisableSchema,
  ZTotpSetupSchema,
  ZTrustedDeviceViewSchema,
  ZTwoFactorSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService, TrustedDeviceService } from '../sessions/index.js';
import type { SecurityService } from './service.js';

export interface SecurityRoutesOptions {
  security: SecurityService;
  sessions: SessionService;
  trustedDevices: TrustedDeviceService;
}

export const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (
  app,
  { security: service, sessions, trustedDevices },
) => {
  app.addHook('onRequest', authenticateHook(sessions));
  const security = [{ session: [] }];
  const tags = ['user'];

  app.post(
    '/user/update/password',
    {
      schema: {
        summary: 'Change the password',
        description:
          '`oldPassword`, `newPassword` (the password policy; not the old one) and `confirmPassword`. 2012 ' +
          'when the old password is wrong (the fifth wrong one in a row locks the user, 2002). Every other ' +
          'session and every trusted browser is revoked; this session goes on.',
        tags,
        security,
        body: ZChangePasswordSchema,
        response: { 200: envelopeOf(ZPasswordChangedSchema) },
      },
    },
    async (request) => ok(await service.changePassword(authOf(request), request.body, requestMeta(request))),
  );

  app.post(
    '/user/phone/otp',
    {
      schema: {
        summary: 'Send a phone-binding code',
        description:
          'Texts a 6-digit code, valid 10 minutes, to `phone` (E.164). A new code at most once a minute ' +
          '(1005) and 5 while one is live (1007); 1006 while the platform cannot send SMS.',
        tags,
        security,
        body: ZPhoneOtpSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.sendPhoneCode(authOf(request).userId, request.body.phone, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/phone/bind',
    {
      schema: {
        summary: 'Bind the phone with its code',
        description:
          'Binds `phone` with the `code` texted to it. 2007 for a wrong code (or one sent to another number); ' +
          'the fifth wrong code locks binding for 10 minutes (1007); 2013 when the code expired or none was sent.',
        tags,
        security,
        body: ZPhoneBindSchema,
        response: { 200: envelopeOf(ZBoundPhoneSchema) },
      },
    },
    async (request) =>
      ok(
        await service.bindPhone(
          authOf(request).userId,
          request.body.phone,
          request.body.code,
          requestMeta(request),
        ),
      ),
  );

  app.post(
    '/user/phone/unbind',
    {
      schema: {
        summary: 'Unbind the phone',
        description: 'Needs the password (2012 when wrong). SMS sign-in codes fall back to e-mail.',
        tags,
        security,
        body: ZPasswordProofSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.unbindPhone(authOf(request).userId, request.body.password, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/twofactor/update',
    {
      schema: {
        summary: 'Choose how sign-in codes are sent',
        description:
          '`channel` `email` or `sms`; SMS needs a bound phone (1006). While the authenticator app is on, ' +
          'turn it off first with `/user/totp/disable` (1006 here).',
        tags,
        security,
        body: ZTwoFactorSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.setTwoFactor(authOf(request).userId, request.body.channel, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/totp/setup',
    {
      schema: {
        summary: 'Start setting up an authenticator app',
        description:
          'A new secret (base32) and its `otpauth://` URI for the QR code, shown this once and valid 10 ' +
          'minutes; confirm with `/user/totp/enable`. 1006 while the authenticator is already on.',
        tags,
        security,
        response: { 200: envelopeOf(ZTotpSetupSchema) },
      },
    },
    async (request) => ok(await service.beginTotp(authOf(request).userId)),
  );

  app.post(
    '/user/totp/enable',
    {
      schema: {
        summary: 'Turn the authenticator app on',
        description:
          'A current `code` from the app (RFC 6238: SHA-1, 6 digits, 30 s, one step of drift either way). ' +
          'From then on sign-in asks for the app\'s code (`channel: "totp"`). 2007 for a wrong code, 1007 ' +
          'from the fifth in a row for 10 minutes, 2013 when no set-up is live.',
        tags,
        security,
        body: ZTotpCodeSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.enableTotp(authOf(request).userId, request.body.code, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/totp/disable',
    {
      schema: {
        summary: 'Turn the authenticator app off',
        description:
          'Needs a `code` from the app (2007 when wrong) or the `password` (2012 when wrong). Sign-in codes ' +
          'then go by e-mail. 1006 when the authenticator is not on.',
        tags,
        security,
        body: ZTotpDisableSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.disableTotp(authOf(request).userId, request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/session/list',
    {
      schema: {
        summary: 'Signed-in sessions',
        description: 'Live sessions of the user, most recently used first; `current` marks this one.',
        tags,
        security,
        response: { 200: envelopeOf(z.array(ZSessionViewSchema)) },
      },
    },
    async (request) => ok(await sessions.list(authOf(request))),
  );

  app.post(
    '/user/session/revoke',
    {
      schema: {
        summary: 'Sign out another session',
        description:
          'Its token stops working at once. 1006 for this session (use sign-out) or an unknown id.',
        tags,
        security,
        body: ZSessionIdSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.revokeSession(authOf(request), request.body.id, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/session/revoke-others',
    {
      schema: {
        summary: 'Sign out every other session',
        description: 'Answers how many sessions were ended; this one goes on.',
        tags,
        security,
        response: { 200: envelopeOf(ZRevokedSchema) },
      },
    },
    async (request) => ok(await service.revokeOtherSessions(authOf(request), requestMeta(request))),
  );

  app.post(
    '/user/device/list',
    {
      schema: {
        summary: 'Trusted browsers',
        description:
          'Browsers that may skip the sign-in code for 30 days on their network ("keep me signed in"); ' +
          '`current` marks the one this session was signed in from.',
        tags,
        security,
        response: { 200: envelopeOf(z.array(ZTrustedDeviceViewSchema)) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(await trustedDevices.list(auth.userId, auth.trustedDeviceId));
    },
  );

  app.post(
    '/user/device/revoke',
    {
      schema: {
        summary: 'Stop trusting a browser',
        description: 'Its next sign-in asks for a code again; its sessions go on. 1006 for an unknown id.',
        tags,
        security,
        body: ZDeviceIdSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.revokeDevice(authOf(request), request.body.id, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/user/device/revoke-others',
    {
      schema: {
        summary: 'Stop trusting every other browser',
        description: 'Keeps the browser of this session trusted; answers how many were revoked.',
        tags,
        security,
        response: { 200: envelopeOf(ZRevokedSchema) },
      },
    },
    async (request) => ok(await service.revokeOtherDevices(authOf(request), requestMeta(request))),
  );
};
