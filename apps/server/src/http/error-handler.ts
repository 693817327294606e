/**
 * The one place errors become answers. Business errors (AppError) and schema failures (the route's or a
 * ZodError from a shared schema) are HTTP 200 with a
 * catalogue code; Fastify's own 4xx (body too large, unreadable body) keep their status; the database out of
 * reach is 503 with Retry-After (unavailable.ts); anything else is logged and answered 500 without internals.
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { errorMessage } from '@beacon/shared';
import { isAppError } from '../lib/app-error.js';
import { localeFromAcceptLanguage } from '../lib/locale.js';
import type { ErrorEnvelope } from './envelope.js';
import { transportEnvelope } from './transport-errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { sendUnavailable } from './unavailable.js';
import { validationEnvelope, type FieldIssue } from './validation-errors.js';

export function sendEnvelope(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  // A pre-serialised string skips the route's response schema, which describes success bodies.
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function validationIssues(error: unknown): FieldIssue[] | undefined {
  if (typeof error !== 'object' || error === null || !('validation' in error)) return undefined;
  const { validation } = error;
  return Array.isArray(validation) ? (validation as FieldIssue[]) : undefined;
}

/** A shared schema parsed outside the route's own validation (e.g. in a service) fails the same way. */
function zodIssues(error: unknown): FieldIssue[] | undefined {
  if (!(error instanceof ZodError)) return undefined;
  return error.issues.map((issue) => ({
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: { params: 'params' in issue ? issue.params : undefined },
  }));
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      if (isAppError(error)) {
        return sendEnvelope(reply, 200, {
          code: error.code,
          msg: error.detail?.message(locale) ?? errorMessage(error.code, locale),
          data: error.detail?.data ?? null,
        });
      }
      const issues = validationIssues(error) ?? zodIssues(error);
      if (issues) return sendEnvelope(reply, 200, validationEnvelope(issues, locale));
      const status = statusOf(error);
      if (status !== undefined && status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        return sendEnvelope(reply, status, transportEnvelope(status, locale));
      }
      if (isDatabaseUnavailable(error)) return sendUnavailable(request, reply, error, locale);
      request.log.error({ err: error }, 'unexpected failure');
      return sendEnvelope(reply, 500, { code: 500, msg: errorMessage(500, locale), data: null });
    });
  },
  { name: 'beacon-error-handler' },
);
