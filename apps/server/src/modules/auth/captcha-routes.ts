/** `GET /auth/captcha`: an ALTCHA challenge for the sign-up form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_CODE, ZCaptchaChallengeSchema } from '@beacon/shared';
import { ok } from '../../http/envelope.js';
import type { Captcha } from '../../providers/captcha/captcha.js';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get(
    '/auth/captcha',
    {
      schema: {
        summary: 'Get a captcha challenge',
        description:
          'An ALTCHA v1 challenge (SHA-256). It is in `data` like every answer, and also spread at the top ' +
          "level so the altcha widget's `challengeurl` can read it directly. The solved widget payload is what " +
          '`captcha` of /auth/signup/otp carries; each solution works once.',
        tags: ['auth'],
        security: [],
        response: {
          200: ZCaptchaChallengeSchema.extend({
            code: z.literal(SUCCESS_CODE),
            msg: z.string(),
            data: ZCaptchaChallengeSchema,
          }),
        },
      },
    },
    async (_request, reply) => {
      const challenge = await captcha.createChallenge();
      // Challenges are single-use; a cached one would be rejected.
      reply.header('Cache-Control', 'no-store');
      return { ...challenge, ...ok(challenge) };
    },
  );
};
