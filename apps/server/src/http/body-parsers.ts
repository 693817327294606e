/**
 * Request bodies: JSON and application/x-www-form-urlencoded (the spec's wire format; repeated keys arrive as
 * arrays, comma-separated strings are split by the shared schemas). A call without fields may come with an
 * empty body under either type, so an empty body reads as no fields instead of a parse error.
 */
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

export const bodyParsersPlugin = fp(
  async (app) => {
    await app.register(formbody);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, done);
    });
    // Routes validate `body` against an object schema; a missing body is an object with no fields, so each
    // required field reports its own message rather than one "body" error.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
  },
  { name: 'beacon-body-parsers' },
);
