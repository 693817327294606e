/**
 * Reads the public send API's JSON body (API.md) into a send request, refusing in the API's order and with
 * its codes: not a non-empty object 1006, missing parameters 1007 (all of them listed), type 1008, numbers
 * 1009 (the bad ones listed), then any other field that is there but malformed 1006 naming it.
 */
import {
  MAX_RECIPIENTS,
  SEND_API_MESSAGE_TYPES,
  ZSendAtSchema,
  ZTemplateVariablesSchema,
  findSenderIdProblem,
  text as sharedText,
  parseRecipientEntries,
  toSmsMessageType,
  type Locale,
  type SendApiMessageType,
} from '@beacon/shared';
import { reject } from './rejection.js';
import type { SendRequest } from './types.js';

/** The sender ID of a send that names none. */
const DEFAULT_SENDER_ID = 'Beacon';
/** Entries read at most: parsing a number costs tens of microseconds, and 10,000 distinct ones is the cap. */
const MAX_ENTRIES = 2 * MAX_RECIPIENTS;
const MAX_LENGTH = { content: 10_000, templateId: 64 } as const;

/** The fields a send consists of: what the idempotency hash covers; anything else in the body is ignored. */
const SEND_FIELDS = ['type', 'to', 'content', 'templateId', 'variables', 'from', 'sendAt'] as const;

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** How a bad entry is quoted back: never by serialising it, since a hostile body may nest it 100,000 deep. */
function shown(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = '[array]';
  else if (value !== null && typeof value === 'object') text = '{object}';
  else text = String(value);
  return text.length > 32 ? `${text.slice(0, 32)}…` : text;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The send fields of a body (for the idempotency hash). */
export function sendFieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SEND_FIELDS.filter((f) => Object.hasOwn(body, f)).map((f) => [f, body[f]]));
}

export function parseSendApiBody(body: unknown, locale: Locale): SendRequest {
  if (!isPlainObject(body) || Object.keys(body).length === 0) reject({ kind: 'bodyMalformed' });

  const missing: string[] = [];
  if (isBlank(body.type)) missing.push('type');
  if (isBlank(body.to)) missing.push('to');
  if (isBlank(body.content) && isBlank(body.templateId)) missing.push('content');
  if (missing.length > 0) reject({ kind: 'missingParameters', names: missing });

  if (typeof body.type !== 'string' || !SEND_API_MESSAGE_TYPES.includes(body.type as SendApiMessageType)) {
    reject({ kind: 'typeInvalid' });
  }
  const type = toSmsMessageType(body.type as SendApiMessageType);

  const entries: unknown[] = Array.isArray(body.to) ? body.to : [body.to];
  if (!Array.isArray(body.to) && isPlainObject(body.to)) reject({ kind: 'bodyMalformed', detail: 'to' });
  if (entries.length > MAX_ENTRIES) reject({ kind: 'tooManyRecipients' });
  // A number or anything else that is not a string is a bad entry like a malformed string, listed in order.
  const list = parseRecipientEntries(entries.map((entry) => (typeof entry === 'string' ? entry : '')));
  const bad = list.problems.filter((p) => p.key !== 'phoneDuplicate').map((p) => shown(entries[p.index]));
  if (bad.length > 0) reject({ kind: 'numbersInvalid', numbers: bad });
  if (list.listProblem) reject({ kind: 'tooManyRecipients' });

  const text = (field: 'content' | 'templateId'): string | undefined => {
    const value = body[field];
    if (isBlank(value)) return undefined;
    if (typeof value !== 'string' || value.length > MAX_LENGTH[field])
      reject({ kind: 'bodyMalformed', detail: field });
    return field === 'templateId' ? value.trim() : value;
  };
  const content = text('content');
  const templateId = text('templateId');

  let variables: Record<string, string> = {};
  if (!isBlank(body.variables)) {
    // An object only: the JSON-text form is for the console's form bodies.
    const parsed = isPlainObject(body.variables)
      ? ZTemplateVariablesSchema.safeParse(body.variables)
      : undefined;
    if (!parsed?.success) reject({ kind: 'bodyMalformed', detail: 'variables' });
    variables = parsed.data;
  }

  let from = DEFAULT_SENDER_ID;
  if (!isBlank(body.from)) {
    if (typeof body.from !== 'string') reject({ kind: 'bodyMalformed', detail: 'from' });
    from = body.from.trim();
    const problem = findSenderIdProblem(from);
    if (problem) {
      const message = sharedText(locale, 'validation', problem);
      reject({ kind: 'bodyMalformed', detail: `from: ${message}` });
    }
  }

  const sendAt = ZSendAtSchema.safeParse(body.sendAt);
  if (!sendAt.success) reject({ kind: 'bodyMalformed', detail: 'sendAt' });

  return {
    type,
    from,
    recipients: list.recipients,
    duplicates: list.problems.filter((p) => p.key === 'phoneDuplicate').map((p) => p.input),
    content,
    templateId,
    variables,
    sendAt: sendAt.data,
    smartEncoding: false,
  };
}
