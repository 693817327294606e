/** `GET /user/avatar/:file`: avatar images for <img> tags — public, immutable (a new upload gets a new name). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEnvelope } from '../../http/error-handler.js';
import { transportEnvelope } from '../../http/transport-errors.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import type { ProfileService } from './service.js';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export const avatarFileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/user/avatar/:file',
    {
      schema: {
        summary: 'Get an avatar image',
        description:
          'The image bytes with their content type and `Cache-Control: public, max-age=31536000, immutable`; ' +
          'no session needed (the names are random). HTTP 404 with an envelope when there is no such file.',
        tags: ['user'],
        security: [],
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.any().describe('The image (image/jpeg, image/png or image/gif).') },
      },
    },
    async (request, reply) => {
      const file = await profile.readAvatar(request.params.file);
      if (!file) {
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        return sendEnvelope(reply, 404, transportEnvelope(404, locale));
      }
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  );
};
