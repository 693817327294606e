/**
 * Turns schema failures into the 1001 answer of docs/contracts.md: `msg` is "<field>: <message>" for the first
 * failing field, `data.fields` holds one message per field. Shared schemas report keys of the shared
 * `validation` texts; anything else falls back to the catalogue's "Invalid parameter."
 */
import { ErrorCode, errorMessage, hasText, text, type Locale } from '@beacon/shared';
import type { ErrorEnvelope } from './envelope.js';

export interface FieldIssue {
  /** JSON pointer of the failing value, e.g. "/email" or "/products/1". */
  instancePath: string;
  message?: string;
  /** The zod issue's fields besides path, code and message; `params` fills the SMS messages' placeholders. */
  params?: { params?: unknown };
}

function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean)[0] ?? 'body';
}

function translateIssue(message: string | undefined, locale: Locale, params?: unknown): string {
  if (message && hasText('validation', message)) {
    const values = typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
    return text(locale, 'validation', message, values);
  }
  return errorMessage(ErrorCode.INVALID_PARAMETER, locale);
}

export function validationEnvelope(issues: readonly FieldIssue[], locale: Locale): ErrorEnvelope {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.instancePath);
    fields[field] ??= translateIssue(issue.message, locale, issue.params?.params);
  }
  const [first] = Object.entries(fields);
  return {
    code: ErrorCode.INVALID_PARAMETER,
    msg: first ? `${first[0]}: ${first[1]}` : errorMessage(ErrorCode.INVALID_PARAMETER, locale),
    data: { fields },
  };
}
