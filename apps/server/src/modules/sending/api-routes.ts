/**
 * The public send API of API.md under /api/v1: API-key Basic auth, X-Account-Id, the IP whitelist, the
 * Idempotency-Key replay, and its own error table — registered in its own encapsulated context so the
 * console's error handler (which answers schema failures as console 1001 with HTTP 200) never sees it.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SEND_API_HTTP_STATUS,
  SendApiCode,
  ZMessageStatusSchema,
  ZSendApiRequestSchema,
  ZSendResultSchema,
  errorMessage,
  formatMicros,
  text,
  type Locale,
  type MessageStatus,
} from '@beacon/shared';
import { inputRefusalOf } from '../../http/input-guard.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { sendUnavailable } from '../../http/unavailable.js';
import { ok } from '../../http/envelope.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import type { ApiKeyService } from '../api-keys/index.js';
import { isPlainObject, parseSendApiBody, sendFieldsOf } from './api-body.js';
import { SEND_SAMPLES, STATUS_SAMPLES } from './api-samples.js';
import { SendApiError, apiRefusalOf, sendApiErrorBody } from './api-errors.js';
import { IDEMPOTENCY_KEY_PATTERN, requestHashOf } from './idempotency.js';
import { isSendRejection } from './rejection.js';
import { IdempotencyRaceError, type SendingService } from './service.js';
import type { SendContext } from './types.js';
import { acceptWithCurrentReads, authenticateApiCaller, type ApiCaller } from './api-caller.js';
import type { SenderReads } from './sender-reads.js';
import {
  FORBIDDEN,
  UNAUTHORISED,
  apiKeySecurity,
  errorExamples,
  successOf,
  unavailableResponse,
} from './api-answers.js';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function sendApiError(reply: FastifyReply, error: SendApiError, locale: Locale): FastifyReply {
  if (error.retryAfterMs !== undefined)
    reply.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1_000)));
  return send(reply, SEND_API_HTTP_STATUS[error.code], sendApiErrorBody(error, locale));
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Fastify's own refusals of a body (unreadable JSON, too large, wrong type) are all "malformed body". */
function transportDetail(error: unknown, locale: Locale): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return text(locale, 'sendApi', 'detail.tooLarge');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return text(locale, 'sendApi', 'detail.contentType');
  return text(locale, 'sendApi', 'detail.notJson');
}

/** The logger levels at which a debug line is written. */
const DEBUG_LEVELS = new Set(['debug', 'trace']);
const headers = z.object({
  'x-account-id': z
    .string()
    .optional()
    .describe('The account the API key belongs to, e.g. AC3f9c0a7d41b2e856.'),
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Optional, 1–255 printable characters: a repeat within 24 h with the same body answers the first answer.',
    ),
});
export const sendApiRoutes: FastifyPluginAsyncZod<{
  apiKeys: ApiKeyService;
  sending: SendingService;
  reads: SenderReads;
  /** Routes of the same API (the Verify API): same authentication, error table and handler. */
  extensions?: readonly FastifyPluginAsync[];
}> = async (app, { apiKeys, sending, reads, extensions = [] }) => {
  app.decorateRequest('apiCaller', null);

  app.setErrorHandler((error, request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    if (error instanceof SendApiError) return sendApiError(reply, error, locale);
    if (isSendRejection(error)) return sendApiError(reply, apiRefusalOf(error, locale), locale);
    // NUL or broken Unicode anywhere in the request (the shared input guard): a malformed body naming the field.
    const refused = inputRefusalOf(error);
    if (refused) {
      const detail = `${refused.field}: ${text(locale, 'validation', refused.problem)}`;
      return sendApiError(reply, new SendApiError(SendApiCode.BODY_MALFORMED, detail), locale);
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'send API request rejected');
      return sendApiError(
        reply,
        new SendApiError(SendApiCode.BODY_MALFORMED, transportDetail(error, locale)),
        locale,
      );
    }
    if (isDatabaseUnavailable(error)) return sendUnavailable(request, reply, error, locale);
    request.log.error({ err: error }, 'unexpected failure');
    const message = errorMessage(500, locale);
    return send(reply, 500, { code: 500, msg: message, data: null });
  });

  // Authentication runs before the body is read: a caller without a valid key learns nothing about bodies.
  // Sends read the key and the account from the caches (their group transaction re-checks them), and so do
  // Verify checks (their batch re-checks them before its statement, verify/check-batcher.ts); the status
  // route reads the database, as nothing after it would notice a revoke its cache had not seen yet.
  const sendUrls = new Set([`${app.prefix}/sms/send`, `${app.prefix}/verify/start`]);
  const cachedUrls = new Set([...sendUrls, `${app.prefix}/verify/check`]);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    const send = sendUrls.has(url);
    request.apiCaller = await authenticateApiCaller(
      request,
      { reads, apiKeys },
      { fresh: !cachedUrls.has(url), send },
    );
  });

  const callerOf = (request: FastifyRequest): ApiCaller => request.apiCaller!;
  for (const extension of extensions) await app.register(extension);

  app.post(
    '/sms/send',
    {
      schema: {
        summary: 'Send SMS (public API)',
        description:
          'Basic auth with an API key (`<key id>:<secret>`) and `X-Account-Id`. One message per distinct ' +
          'recipient (at most 10,000; duplicates dropped keeping the first); `content` or an approved ' +
          '`templateId` with `variables`; `from` defaults to "Beacon"; `sendAt` in the future schedules. The ' +
          'whole cost is debited at once, or nothing is sent. Errors keep the envelope with the HTTP status of ' +
          'API.md: 401 1001/1002/1003, 403 1004/1005, 400 1006–1009, 422 1010, 402 1011, 429 1012 ' +
          '(Retry-After); 503 with code 500 and Retry-After while the database is out of reach. `msg` is English unless Accept-Language asks for zh.\n' +
          SEND_SAMPLES,
        tags: ['send-api'],
        security: apiKeySecurity,
        headers,
        consumes: ['application/json'],
        body: ZSendApiRequestSchema,
        response: {
          200: successOf(ZSendResultSchema).meta({
            examples: [
              {
                code: 0,
                msg: 'success',
                data: {
                  batchId: 'BT01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                  messages: [
                    {
                      messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                      to: '+14155550100',
                      country: 'US',
                      encoding: 'GSM-7',
                      segments: 1,
                      cost: '0.0075',
                      status: 'queued',
                    },
                  ],
                  cost: '0.0075',
                  currency: 'USD',
                  balance: '1.9925',
                  dropped: [],
                },
              },
            ],
          }),
          400: errorExamples([1007, 'Missing required parameters: to, content']),
          401: UNAUTHORISED,
          402: errorExamples([1011, 'Insufficient balance.']),
          403: FORBIDDEN,
          422: errorExamples([1010, 'No SMS pricing for the region and currency.']),
          429: errorExamples([1012, 'Rate limit exceeded.']),
          503: unavailableResponse,
        },
      },
      // The body is read by parseSendApiBody, which answers with the API's own codes and ignores unknown
      // fields however deep they nest.
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { unknownFieldsAnyDepth: true },
    },
    async (request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        throw new SendApiError(SendApiCode.BODY_MALFORMED, text(locale, 'sendApi', 'detail.contentType'));
      }
      const { account } = callerOf(request);
      const body: unknown = request.body;

      // The replay comes before the body's own checks: a reused key with another body is 1006 (API.md)
      // whatever that body's faults, and the same body answers what it was answered the first time.
      const idempotencyKey = request.headers['idempotency-key'];
      let idempotency: SendContext['idempotency'];
      if (idempotencyKey !== undefined) {
        if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
          throw new SendApiError(
            SendApiCode.BODY_MALFORMED,
            text(locale, 'sendApi', 'detail.idempotencyKeyFormat'),
          );
        }
        // Not an object is malformed anyway (1006), and has no send fields to compare.
        if (isPlainObject(body)) {
          idempotency = { key: idempotencyKey, requestHash: requestHashOf(sendFieldsOf(body)) };
          if (await replay(reply, account.id, idempotency, locale)) return reply;
        }
      }
      const sendRequest = parseSendApiBody(body, locale);
      try {
        const accepted = await acceptWithCurrentReads(request, { reads, apiKeys }, (caller) =>
          sending.accept(
            {
              account: caller.account,
              source: 'api',
              createdBy: caller.keyId,
              idempotency,
              stamps: caller.stamps,
            },
            sendRequest,
          ),
        );
        // The link from this request's id (every line of it carries reqId) to the engine's lines (messageId).
        // At debug: no log line, nor the list of ids for it, per accepted send at the default level (issue 14).
        if (DEBUG_LEVELS.has(request.log.level)) {
          request.log.debug(
            { batchId: accepted.batchId, messageIds: accepted.messages.map((message) => message.messageId) },
            'send API: messages accepted',
          );
        }
        // Written as JSON text, not through the response schema's serializer: that re-validates and copies
        // every message (a 10,000-recipient answer is 10,000 objects) while the answer is built to the schema's
        // type and key order already — the same text the Idempotency-Key record stores and replays.
        return send(reply, 200, ok(accepted));
      } catch (error) {
        // A concurrent request with the same key committed first: answer what it answered.
        if (error instanceof IdempotencyRaceError && idempotency) {
          if (await replay(reply, account.id, idempotency, locale)) return reply;
        }
        throw error;
      }
    },
  );

  async function replay(
    reply: FastifyReply,
    accountId: string,
    idempotency: NonNullable<SendContext['idempotency']>,
    locale: Locale,
  ): Promise<boolean> {
    // A boolean, not the reply: a FastifyReply is thenable, so an async function returning it resolves to
    // what its then() gives (undefined), and the caller took a replayed send for a new one.
    const record = await sending.findIdempotent(accountId, idempotency.key);
    if (!record) return false;
    if (record.requestHash !== idempotency.requestHash) {
      throw new SendApiError(
        SendApiCode.BODY_MALFORMED,
        text(locale, 'sendApi', 'detail.idempotencyKeyReused'),
      );
    }
    reply.header('Idempotent-Replayed', 'true');
    const { response } = record;
    void reply
      .code(record.httpStatus)
      .type('application/json; charset=utf-8')
      .send(typeof response === 'string' ? response : JSON.stringify(response));
    return true;
  }

  app.get(
    '/sms/messages/:messageId',
    {
      schema: {
        summary: 'Status of a message (public API)',
        description:
          'Same authentication as sending. A message of another account, or none, is HTTP 404.\n' +
          STATUS_SAMPLES,
        tags: ['send-api'],
        security: apiKeySecurity,
        headers: headers.pick({ 'x-account-id': true }),
        params: z.object({ messageId: z.string().max(64) }),
        response: {
          200: successOf(ZMessageStatusSchema).meta({
            examples: [
              {
                code: 0,
                msg: 'success',
                data: {
                  messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                  to: '+14155550100',
                  country: 'US',
                  status: 'delivered',
                  segments: 1,
                  cost: '0.0075',
                  errorCode: null,
                  createdAt: '2026-03-02T09:00:00.000Z',
                  updatedAt: '2026-03-02T09:00:02.000Z',
                },
              },
            ],
          }),
          401: UNAUTHORISED,
          403: FORBIDDEN,
          404: errorExamples([404, 'The requested resource was not found.']),
          503: unavailableResponse,
        },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    async (request, reply) => {
      const { account } = callerOf(request);
      const { messageId } = request.params as { messageId?: unknown };
      const message =
        typeof messageId === 'string' ? await sending.findMessage(account.id, messageId) : undefined;
      if (!message) {
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const msg = text(locale, 'http', '404');
        return send(reply, 404, { code: 404, msg, data: null });
      }
      return ok({
        messageId: message.id,
        to: message.to,
        country: message.country,
        status: message.status as MessageStatus['status'],
        segments: message.segments,
        cost: formatMicros(message.costMicros),
        errorCode: message.errorCode,
        createdAt: message.createdAt.toISOString(),
        updatedAt: message.updatedAt.toISOString(),
      });
    },
  );
};
