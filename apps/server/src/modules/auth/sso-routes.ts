/** `POST /auth/sso`: exchange a single sign-on token for a session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSessionTokenSchema, ZSsoSchema } from '@beacon/shared';
import { envelopeOf, ok } from '../../http/envelope.js';
import { requestMeta } from '../../http/request-meta.js';
import type { SsoService } from './sso-service.js';

export const ssoRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  app.post(
    '/auth/sso',
    {
      schema: {
        summary: 'Sign in with a single sign-on token',
        description:
          '`token` is a compact JWS signed HS256 with SSO_SECRET, claims `email`, `exp` (at most 5 minutes ' +
          'ahead) and `jti` (single use). Bad signature, malformed token, unknown user or SSO not configured: ' +
          '2006; expired, too long-lived or replayed: 2013.',
        tags: ['auth'],
        security: [],
        body: ZSsoSchema,
        response: { 200: envelopeOf(ZSessionTokenSchema) },
      },
    },
    async (request) => ok(await sso.signIn(request.body.token, requestMeta(request))),
  );
};
