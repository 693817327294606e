/**
 * The profile calls of the user centre: basic info with the e-mail confirmation, preferences, and the avatar
 * upload (multipart, field `file`). Avatar files themselves are served by avatar-routes.ts without a session,
 * since an <img> cannot send one.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  ZAvatarSchema,
  ZConfirmedEmailSchema,
  ZEmailConfirmSchema,
  ZPendingEmailSchema,
  ZPreferencesSchema,
  ZResentEmailSchema,
  ZUpdateBasicSchema,
  ZUpdatePreferencesSchema,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SessionService } from '../sessions/index.js';
import { readAvatarUpload } from './avatar-upload.js';
import type { ProfileService } from './service.js';

export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  sessions: SessionService;
}> = async (app, { profile, sessions }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  await app.register(multipart, {
    // One file and nothing else; one byte over the limit is enough to know it is too large.
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });
  const security = [{ session: [] }];

  app.post(
    '/user/update/basic',
    {
      schema: {
        summary: 'Update the basic info',
        description:
          'The whole basic-info form: `email`, `username`, `timezone`, `country` (ISO alpha-2, stored as user ' +
          'info `location`) and `area` (`locationName`) are required; `address`, `jobName`, `personalWebsite` ' +
          'and `profile` (at most 200 words) are optional and cleared when left out. A new `email` is not ' +
          'applied yet: a 6-digit code is e-mailed to it (2008 when it is registered; a new code at most once ' +
          'a minute, 1005) and `/user/email/confirm` applies it.',
        tags: ['user'],
        security,
        body: ZUpdateBasicSchema,
        response: { 200: envelopeOf(ZPendingEmailSchema) },
      },
    },
    async (request) =>
      ok(await profile.updateBasic(authOf(request).userId, request.body, requestMeta(request))),
  );

  app.post(
    '/user/email/confirm',
    {
      schema: {
        summary: 'Confirm the new sign-in e-mail',
        description:
          'Applies the pending address with the code sent to it and tells the old address. 2007 for a wrong ' +
          'code (the fifth locks for 10 minutes, 1007), 2013 when no change is pending or the code expired ' +
          '(10 minutes), 2008 when the address was registered meanwhile.',
        tags: ['user'],
        security,
        body: ZEmailConfirmSchema,
        response: { 200: envelopeOf(ZConfirmedEmailSchema) },
      },
    },
    async (request) =>
      ok(await profile.confirmEmail(authOf(request).userId, request.body.code, requestMeta(request))),
  );

  app.post(
    '/user/email/resend',
    {
      schema: {
        summary: 'Re-send the e-mail confirmation code',
        description: 'A new code to the pending address; 2013 when none is pending, 1005 within a minute.',
        tags: ['user'],
        security,
        response: { 200: envelopeOf(ZResentEmailSchema) },
      },
    },
    async (request) => ok(await profile.resendEmailCode(authOf(request).userId, requestMeta(request))),
  );

  app.post(
    '/user/email/cancel',
    {
      schema: {
        summary: 'Cancel the e-mail change',
        description: 'Forgets the pending address; its code stops working.',
        tags: ['user'],
        security,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await profile.cancelEmailChange(authOf(request).userId);
      return ok(null);
    },
  );

  app.post(
    '/user/update/preferences',
    {
      schema: {
        summary: 'Update the preferences',
        description:
          'Language, timezone, one of the nine time formats and the theme. The console formats every date ' +
          'it shows with the timezone and time format.',
        tags: ['user'],
        security,
        body: ZUpdatePreferencesSchema,
        response: { 200: envelopeOf(ZPreferencesSchema) },
      },
    },
    async (request) => ok(await profile.updatePreferences(authOf(request).userId, request.body)),
  );

  app.post(
    '/user/avatar',
    {
      schema: {
        summary: 'Upload an avatar',
        description:
          'multipart/form-data with one file in the field `file`: JPG, PNG or GIF judged by its content, not ' +
          'its name, at most 1 MB (1,048,576 bytes). 1001 naming `file` otherwise. Answers the URL of the ' +
          'new avatar (served with long cache headers); the previous file is deleted.',
        tags: ['user'],
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ZAvatarSchema) },
      },
    },
    async (request) => {
      const bytes = await readAvatarUpload(request);
      return ok(await profile.uploadAvatar(authOf(request).userId, bytes, requestMeta(request)));
    },
  );
};
