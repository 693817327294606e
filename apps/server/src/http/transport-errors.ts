/**
 * Answers for failures below the business level (unknown route, body too large, unreadable body, a URL that
 * does not decode, headers too large): the HTTP status is kept and the envelope's code repeats it, so a
 * client that only reads the body still knows.
 */
import { errorMessage, hasText, text, type Locale, type TextKey } from '@beacon/shared';
import type { ErrorEnvelope } from './envelope.js';

/** The statuses answered here with their own `http` text; any other 4xx reads "Bad request." */
const OWN_TEXT = new Set([403, 404, 405, 413, 414, 415, 431]);

export function transportEnvelope(status: number, locale: Locale): ErrorEnvelope {
  if (status >= 500) return { code: 500, msg: errorMessage(500, locale), data: null };
  const key = `${status}`;
  const textKey: TextKey<'http'> =
    status === 408 ? 'timeout' : OWN_TEXT.has(status) && hasText('http', key) ? key : '400';
  return { code: status, msg: text(locale, 'http', textKey), data: null };
}
