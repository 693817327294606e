/**
 * The answers the public API documents (its OpenAPI responses), shared by the send routes and the Verify API
 * registered in their context: one error envelope, the common 401/403 refusals and the 503 of an outage.
 */
import { z } from 'zod';

/** API-key Basic auth, the OpenAPI security scheme of every public API route. */
export const apiKeySecurity = [{ apiKey: [] }];

/** HTTP 200 on the public API is only ever success: its errors have their own statuses. */
export function successOf<T extends z.ZodType>(data: T) {
  return z
    .object({ code: z.literal(0), msg: z.string(), data })
    .describe('Success; every error is answered with the HTTP status of its code (see the other responses).');
}

const errorResponse = z
  .object({ code: z.number().int(), msg: z.string(), data: z.null() })
  .describe('A code of the send API table (API.md); `msg` names the missing parameters or the bad numbers.');

/** The error answer with examples of what it carries (the reference page shows them under each status). */
export const errorExamples = (...examples: [code: number, msg: string][]) =>
  errorResponse.meta({ examples: examples.map(([code, msg]) => ({ code, msg, data: null })) });

export const UNAUTHORISED = errorExamples(
  [1001, 'Missing or invalid Authorization header.'],
  [1002, 'Invalid Basic auth format.'],
  [1003, 'Missing or invalid Account ID.'],
);
export const FORBIDDEN = errorExamples([1004, 'Account not activated.'], [1005, 'IP not whitelisted.']);

/** The database is out of reach for now: code 500 with Retry-After (docs/contracts.md). */
export const unavailableResponse = errorResponse
  .describe('Temporarily unavailable (code 500): try again after the Retry-After header (seconds).')
  .meta({ examples: [{ code: 500, msg: 'The system is temporarily unavailable.', data: null }] });
