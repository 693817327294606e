/**
 * A dependency the request waits on (the database) is down for now: HTTP 503 with Retry-After and the
 * envelope of code 500, "temporarily unavailable" in the caller's language (API.md, docs/contracts.md). Both
 * error handlers — the console's and the send API's — answer it the same way; a real bug stays HTTP 500.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorMessage, type Locale } from '@beacon/shared';

/** Long enough for a restart or failover to finish, short enough that a client does not give up. */
const RETRY_AFTER_SECONDS = 5;

export function sendUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  locale: Locale,
): FastifyReply {
  // A warning, not an error: nothing is wrong with this request, and the outage has its own alerts.
  request.log.warn({ err: error }, 'dependency unavailable: answered 503');
  const body = {
    code: ErrorCode.SYSTEM_UNAVAILABLE,
    msg: errorMessage(ErrorCode.SYSTEM_UNAVAILABLE, locale),
    data: null,
  };
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
