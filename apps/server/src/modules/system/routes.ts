/** `GET /health`: the process answers and its database does too (load balancers, the e2e launcher). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { pingDatabase } from './repo.js';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Health check',
        description: 'Answers once the database answers; a failure is HTTP 500.',
        tags: ['system'],
        response: { 200: envelopeOf(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => {
      await pingDatabase(db);
      return ok({ status: 'ok' as const });
    },
  );
};
