/** The response envelope of every console call (API.md). */
import { z } from 'zod';

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `data` of a 1001 answer: the message of each field that failed, keyed by field name. */
export interface FieldErrors {
  fields: Record<string, string>;
}

export const SUCCESS_CODE = 0;

/**
 * What a console call answers below the business level (API.md, envelope): an unreadable request (400), a
 * body too large (413) or of a type no parser reads (415) keep their HTTP status, and `code` repeats it.
 */
export const ZTransportErrorSchema = z
  .object({
    code: z.number().int().describe('The HTTP status again, for clients that only read the body.'),
    msg: z.string(),
    data: z.null(),
  })
  .meta({ id: 'TransportError' });
