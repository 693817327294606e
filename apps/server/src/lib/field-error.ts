/**
 * A validation failure found by a service rather than a schema (a webhook host on a private network, a
 * variable without a value): thrown as a ZodError so the error handler answers the same 1001 with the field
 * and its translated message as a route's own validation.
 */
import { ZodError } from 'zod';

export function fieldError(path: (string | number)[], key: string, params?: Record<string, string | number>) {
  return new ZodError([
    { code: 'custom', path, message: key, input: undefined, ...(params ? { params } : {}) },
  ]);
}
