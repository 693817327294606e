/**
 * Request ids: every log line of a request carries `reqId` (Fastify's child logger), the answer carries it
 * as `X-Request-Id`, and an id sent by the caller or a proxy in front is kept when it is a plain token, so
 * one id follows a request through the proxy's log and ours. The send API logs its message ids under it,
 * which links the request to the engine's lines (those carry `messageId`).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';
/** Anything else (spaces, quotes, 200 characters) is replaced rather than written into every log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'beacon-request-id' },
);
