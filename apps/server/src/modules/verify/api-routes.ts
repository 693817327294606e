/**
 * `POST /api/v1/verify/start|check` (API.md "Verify API"). Registered inside the send API's context
 * (sending/api-routes.ts), so the caller is authenticated, IP-checked and refused exactly as there, and
 * errors answer the send API's table: 400 1006/1007/1009, 401, 402 1011, 403 1004/1005/1013, 404 1014,
 * 422 1010, 429 1012 with Retry-After, and 503 (code 500, Retry-After) while the database is out of reach.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SendApiCode,
  VERIFY_LIMITS,
  VERIFY_LOCALES,
  ZVerifyCheckRequestSchema,
  ZVerifyCheckResultSchema,
  ZVerifyStartRequestSchema,
  ZVerifyStartResultSchema,
  findSenderIdProblem,
  isPhoneProblem,
  parseE164,
  text,
  type Locale,
} from '@beacon/shared';
import { ok } from '../../http/envelope.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import {
  IDEMPOTENCY_KEY_PATTERN,
  SendApiError,
  UNAUTHORISED,
  acceptWithCurrentReads,
  apiKeySecurity,
  errorExamples,
  isPlainObject,
  requestHashOf,
  successOf,
  unavailableResponse,
  type SendingServices,
} from '../sending/index.js';
import { VerifyRefusal, type VerifyService, type VerifyStartInput } from './service.js';

const START_FIELDS = ['to', 'locale', 'codeLength', 'ttlSeconds', 'templateId', 'from'] as const;
const DEFAULT_SENDER_ID = 'Beacon';

function json(reply: FastifyReply, body: unknown, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

const malformed = (detail?: string) => new SendApiError(SendApiCode.BODY_MALFORMED, detail);

function intField(
  value: unknown,
  field: string,
  range: { min: number; max: number; default: number },
  locale: Locale,
): number {
  if (value === undefined || value === null) return range.default;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) {
    throw malformed(text(locale, 'sendApi', 'detail.wholeNumber', { field, min: range.min, max: range.max }));
  }
  return value;
}

function parseStart(body: unknown, locale: Locale): VerifyStartInput {
  if (!isPlainObject(body) || Object.keys(body).length === 0) throw malformed();
  if (typeof body.to !== 'string' || body.to.trim() === '') {
    throw new SendApiError(SendApiCode.MISSING_PARAMETERS, 'to');
  }
  const to = parseE164(body.to.trim());
  if (isPhoneProblem(to)) throw new SendApiError(SendApiCode.PHONE_FORMAT_INVALID, body.to);
  let chosenLocale: Locale = 'en-US';
  if (body.locale !== undefined && body.locale !== null) {
    if (!VERIFY_LOCALES.includes(body.locale as Locale)) {
      throw malformed(text(locale, 'sendApi', 'detail.verifyLocale'));
    }
    chosenLocale = body.locale as Locale;
  }
  let templateId: string | undefined;
  if (body.templateId !== undefined && body.templateId !== null && body.templateId !== '') {
    if (typeof body.templateId !== 'string' || body.templateId.length > 64) throw malformed('templateId');
    templateId = body.templateId;
  }
  let from = DEFAULT_SENDER_ID;
  if (body.from !== undefined && body.from !== null && body.from !== '') {
    if (typeof body.from !== 'string') throw malformed('from');
    from = body.from.trim();
    const problem = findSenderIdProblem(from);
    if (problem) throw malformed(`from: ${text(locale, 'validation', problem)}`);
  }
  return {
    to,
    locale: chosenLocale,
    codeLength: intField(body.codeLength, 'codeLength', VERIFY_LIMITS.codeLength, locale),
    ttlSeconds: intField(body.ttlSeconds, 'ttlSeconds', VERIFY_LIMITS.ttlSeconds, locale),
    templateId,
    from,
  };
}

function apiErrorOf(refusal: VerifyRefusal, locale: Locale): SendApiError {
  switch (refusal.kind) {
    case 'tooManySends':
      return new SendApiError(
        SendApiCode.RATE_LIMITED,
        text(locale, 'sendApi', 'detail.verifySendWindow', { count: VERIFY_LIMITS.maxSendsPerWindow }),
        refusal.retryAfterMs,
      );
    case 'templateUnusable':
      return new SendApiError(
        SendApiCode.MISSING_PARAMETERS,
        text(locale, 'sendApi', 'detail.verifyTemplateUnavailable'),
      );
    case 'notFound':
      return new SendApiError(SendApiCode.VERIFICATION_NOT_FOUND);
  }
}

const headers = z.object({
  'x-account-id': z.string().optional().describe('The account the API key belongs to.'),
  'idempotency-key': z
    .string()
    .optional()
    .describe('Optional (start only): a repeat within 24 h with the same body answers the first answer.'),
});
/** The Verify API's routes as a plugin for the send API's context. */
export function verifyApiRoutes(verify: VerifyService, engine: SendingServices): FastifyPluginAsync {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const deps = { reads: engine.senderReads, apiKeys: engine.apiKeys };

    app.post(
      '/verify/start',
      {
        schema: {
          operationId: 'verifyStart',
          summary: 'Start a verification (Verify API)',
          description:
            'Generates a code (CSPRNG, stored only as a keyed hash) and sends it to `to` as an otp message ' +
            'through the normal send path: priced, charged once, in the SMS log with the code masked. A new ' +
            'start for a `to` with a pending verification cancels it. At most 5 starts per `to` per 10 minutes ' +
            '(429 1012 with Retry-After). `Idempotency-Key` works as on the send API. Errors: 400 1006/1007/1009, ' +
            '401, 402 1011, 403 1004/1005/1013 (fraud guard), 422 1010, 429 1012; 503 with code 500 and ' +
            'Retry-After while the database is out of reach.',
          tags: ['verify-api'],
          security: apiKeySecurity,
          headers,
          consumes: ['application/json'],
          body: ZVerifyStartRequestSchema,
          response: {
            200: successOf(ZVerifyStartResultSchema).meta({
              examples: [
                {
                  code: 0,
                  msg: 'success',
                  data: {
                    verificationId: 'VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                    to: '+14155550100',
                    status: 'pending',
                    expiresAt: '2026-03-02T09:10:00.000Z',
                    sendCount: 1,
                    messageId: 'SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                  },
                },
              ],
            }),
            400: errorExamples([1009, 'Invalid phone format (E.164).: +1']),
            401: UNAUTHORISED,
            402: errorExamples([1011, 'Insufficient balance.']),
            403: errorExamples([1013, 'Blocked by fraud protection: +44740']),
            422: errorExamples([1010, 'No SMS pricing for the region and currency.']),
            429: errorExamples([1012, 'Rate limit exceeded.']),
            503: unavailableResponse,
          },
        },
        validatorCompiler: () => (value: unknown) => ({ value }),
      },
      async (request, reply) => {
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
          throw malformed(text(locale, 'sendApi', 'detail.contentType'));
        }
        const { account } = request.apiCaller!;
        const body: unknown = request.body;
        const key = request.headers['idempotency-key'];
        let idempotency: { key: string; requestHash: string } | undefined;
        if (key !== undefined) {
          if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
            throw malformed(text(locale, 'sendApi', 'detail.idempotencyKeyFormat'));
          }
          if (isPlainObject(body)) {
            const fields = Object.fromEntries(
              START_FIELDS.filter((f) => Object.hasOwn(body, f)).map((f) => [f, body[f]]),
            );
            // Its own namespace: the same key and fields on /sms/send are another request.
            idempotency = { key, requestHash: requestHashOf({ verifyStart: fields }) };
            const record = await engine.sending.findIdempotent(account.id, key);
            if (record) {
              if (record.requestHash !== idempotency.requestHash) {
                throw malformed(text(locale, 'sendApi', 'detail.idempotencyKeyReused'));
              }
              reply.header('Idempotent-Replayed', 'true');
              return json(reply, record.response, record.httpStatus);
            }
          }
        }
        const input = parseStart(body, locale);
        try {
          const result = await verify.start(
            account.id,
            input,
            (sendRequest, extra) =>
              acceptWithCurrentReads(request, deps, (caller) =>
                engine.sending.accept(
                  {
                    account: caller.account,
                    source: 'api',
                    createdBy: caller.keyId,
                    stamps: caller.stamps,
                    messageIds: extra.messageIds,
                    verification: extra.verification,
                  },
                  sendRequest,
                ),
              ),
            idempotency,
          );
          return json(reply, ok(result));
        } catch (error) {
          if (error instanceof VerifyRefusal) throw apiErrorOf(error, locale);
          throw error;
        }
      },
    );

    app.post(
      '/verify/check',
      {
        schema: {
          operationId: 'verifyCheck',
          summary: 'Check a code (Verify API)',
          description:
            'The right code approves the verification once (a later check of it is 404). A wrong code ' +
            'counts an attempt; the 5th wrong one ends it as `max_attempts`, after which even the right code ' +
            "no longer approves; after `expiresAt` it is `expired`. An unknown id and another account's id " +
            'both answer 404 1014; 503 with code 500 and Retry-After while the database is out of reach.',
          tags: ['verify-api'],
          security: apiKeySecurity,
          headers,
          consumes: ['application/json'],
          body: ZVerifyCheckRequestSchema,
          response: {
            200: successOf(ZVerifyCheckResultSchema).meta({
              examples: [
                {
                  code: 0,
                  msg: 'success',
                  data: {
                    verificationId: 'VE01JQ3K5Z8Y4W2V1T0S9R8Q7P6N',
                    status: 'approved',
                    attemptsLeft: 0,
                  },
                },
              ],
            }),
            400: errorExamples([1007, 'Missing required parameters.: code']),
            401: UNAUTHORISED,
            403: errorExamples([1005, 'IP not whitelisted.']),
            404: errorExamples([1014, 'Verification not found.']),
            503: unavailableResponse,
          },
        },
        validatorCompiler: () => (value: unknown) => ({ value }),
      },
      async (request, reply) => {
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const body: unknown = request.body;
        if (!isPlainObject(body)) throw malformed();
        const missing = (['verificationId', 'code'] as const).filter(
          (name) => typeof body[name] !== 'string' || body[name] === '',
        );
        if (missing.length > 0) throw new SendApiError(SendApiCode.MISSING_PARAMETERS, missing.join(', '));
        try {
          // From cached reads, whose stamps the check's batch compares first: overtaken, it reads again.
          const result = await acceptWithCurrentReads(request, deps, (caller) =>
            verify.check(
              caller.account.id,
              body.verificationId as string,
              (body.code as string).trim(),
              caller.stamps,
            ),
          );
          return json(reply, ok(result));
        } catch (error) {
          if (error instanceof VerifyRefusal) throw apiErrorOf(error, locale);
          throw error;
        }
      },
    );
  };
  return plugin;
}
