/**
 * Envelopes for requests refused before any route runs, which Fastify would otherwise answer in its own JSON
 * shape: a URL whose escapes do not decode or a path parameter longer than the router takes (Fastify's
 * `frameworkErrors`), and what Node's HTTP parser refuses before Fastify sees a request at all — headers
 * over the size limit, a broken request line or header, a bad Content-Length (`clientErrorHandler`).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '../lib/locale.js';
import { sendEnvelope } from './error-handler.js';
import { transportEnvelope } from './transport-errors.js';

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // FST_ERR_BAD_URL is 400, FST_ERR_MAX_PARAM_LENGTH 414; anything else the router refuses is a bad request.
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'request refused by the router');
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  void sendEnvelope(reply, status, transportEnvelope(status, locale));
}

/** The status Node's parser error stands for, as Fastify's own handler chooses it. */
function clientErrorStatus(code: string): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The request's Accept-Language, when the part Node did read holds it. */
function localeOfPacket(error: ConnectionError) {
  const packet: unknown = error.rawPacket;
  const text = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  return localeFromAcceptLanguage(/^accept-language:[ \t]*([^\r\n]*)/im.exec(text)?.[1]);
}

export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error.code);
  if (socket.writable) {
    const body = JSON.stringify(transportEnvelope(status, localeOfPacket(error)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
