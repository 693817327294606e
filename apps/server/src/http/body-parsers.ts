/**
 * Request bodies: JSON and application/x-www-form-urlencoded (the spec's wire format; repeated keys arrive as
 * arrays, comma-separated strings are split by the shared schemas). A call without fields may come with an
 * empty body under either type, so an empty body reads as no fields instead of a parse error.
 */
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isAppError } from '../lib/app-error.js';

/** HTTP 400 with the transport envelope, as for unreadable JSON (the error handler keeps the status). */
class UnreadableBodyError extends Error {
  override name = 'UnreadableBodyError';
  readonly statusCode = 400;
  readonly code = 'BEACON_BODY_UNREADABLE';
}

/**
 * Multipart bodies are read by their routes (KYC photos), where the parser's own failures — a boundary that
 * does not match the header's, a body cut short, a part without headers — arrive as plain errors. They mean
 * the body is unreadable, like broken JSON; a field's refusal or a plugin limit (413) keeps its own answer.
 */
export function unreadableBodyOf(error: unknown): unknown {
  if (error instanceof ZodError || isAppError(error)) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number') return error;
  return new UnreadableBodyError(error instanceof Error ? error.message : 'unreadable body', {
    cause: error,
  });
}

export const bodyParsersPlugin = fp(
  async (app) => {
    await app.register(formbody);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      // Callback style: the parser answers through `done`; its type also allows a promise it never returns here.
      void parseJson(request, text, done);
    });
    // Routes validate `body` against an object schema; a missing body is an object with no fields, so each
    // required field reports its own message rather than one "body" error.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
  },
  { name: 'beacon-body-parsers' },
);
