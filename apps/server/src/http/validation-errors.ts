/**
 * Turns schema failures into the 1001 answer of docs/contracts.md: `msg` is "<field>: <message>" for the first
 * failing field, `data.fields` holds one message per field. Shared schemas report message keys of
 * VALIDATION_MESSAGES; anything else falls back to the catalogue's "Invalid parameter."
 */
import {
  ERROR_MESSAGES,
  ErrorCode,
  FINANCE_MESSAGES,
  SMS_FORM_MESSAGES,
  SMS_LOG_MESSAGES,
  VALIDATION_MESSAGES,
  formatSmsMessage,
  isSmsFormMessageKey,
  isFinanceMessageKey,
  isSmsLogMessageKey,
  isSmsMessageKey,
  isValidationMessageKey,
  type Locale,
} from '@beacon/shared';
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
  if (message && isValidationMessageKey(message)) return VALIDATION_MESSAGES[message][locale];
  if (message && isSmsMessageKey(message)) {
    const values = typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
    return formatSmsMessage({ key: message, params: values }, locale);
  }
  if (message && isSmsFormMessageKey(message)) return SMS_FORM_MESSAGES[message][locale];
  if (message && isSmsLogMessageKey(message)) return SMS_LOG_MESSAGES[message][locale];
  if (message && isFinanceMessageKey(message)) return FINANCE_MESSAGES[message][locale];
  return ERROR_MESSAGES[ErrorCode.INVALID_PARAMETER][locale];
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
    msg: first ? `${first[0]}: ${first[1]}` : ERROR_MESSAGES[ErrorCode.INVALID_PARAMETER][locale],
    data: { fields },
  };
}
