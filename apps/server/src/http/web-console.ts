/**
 * Serves the built console (apps/web/dist) with a single-page-app fallback: a GET outside /api that asks for
 * HTML gets index.html and the console's router takes over. Everything else that matches no route is a 404
 * envelope. Without a build, `/` says how to make one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '../lib/locale.js';
import { sendEnvelope } from './error-handler.js';
import { transportEnvelope } from './transport-errors.js';

const NOT_BUILT_TEXT =
  'Beacon API is running, but the console is not built.\n' +
  'Run `npm run build` (or `npm start`) from the repository root, or open /api/docs for the API reference.\n';

function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export const webConsolePlugin = fp(
  async (app, options: { webDist: string }) => {
    const hasBuild = existsSync(path.join(options.webDist, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as they are, with
        // Content-Encoding and Vary: Accept-Encoding, to clients that accept them.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds.
          const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (hasBuild && wantsPage(request)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return sendEnvelope(reply, 404, transportEnvelope(404, locale));
    });
  },
  { name: 'beacon-web-console' },
);
