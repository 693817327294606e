/**
 * Template variables of a send: the values every recipient shares and, for an imported file whose rows carry
 * their own, the values of each recipient — so one send call, one batch and one debit cover a personalised
 * file (docs/sms-console-api.md). Issues carry keys of the shared `validation` texts.
 */
import { z } from 'zod';
import { MAX_RECIPIENTS } from '../sms/limits.js';

const VARIABLE_NAME = /^[A-Za-z0-9_]{1,64}$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_VARIABLES = 100;
const E164_KEY = /^\+[1-9]\d{1,14}$/;

/** A form body carries objects as JSON text; anything that is not JSON is left for the schema to refuse. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Names as in templates, values text (at most 1,000 characters) or numbers, at most 100 of them. */
const ZVariableValuesSchema = z
  .record(
    z.string().regex(VARIABLE_NAME, { error: 'variablesInvalid' }),
    z.union([z.string().max(1_000, { error: 'variablesInvalid' }), z.number()], {
      error: 'variablesInvalid',
    }),
    { error: 'variablesInvalid' },
  )
  .refine((variables) => Object.keys(variables).length <= MAX_VARIABLES, { error: 'variablesInvalid' })
  .refine((variables) => Object.keys(variables).every((name) => !FORBIDDEN_KEYS.has(name)), {
    error: 'variablesInvalid',
  })
  .transform((variables) =>
    Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(value)])),
  );

/** Template variables: names as in templates, values text or numbers (a form may post them as JSON text). */
export const ZTemplateVariablesSchema = z.preprocess(parseJsonText, ZVariableValuesSchema);

/**
 * Each recipient's own variables, keyed by the E.164 form of a recipient of the same send (the send schema
 * checks that), at most one entry per recipient. Values are bounded as the shared ones are.
 */
export const ZRecipientVariablesSchema = z.preprocess(
  parseJsonText,
  z
    .record(z.string().regex(E164_KEY, { error: 'recipientVariablesInvalid' }), ZVariableValuesSchema, {
      error: 'recipientVariablesInvalid',
    })
    .refine((entries) => Object.keys(entries).length <= MAX_RECIPIENTS, {
      error: 'recipientVariablesTooMany',
    }),
);
export type TRecipientVariables = Record<string, Record<string, string>>;

/**
 * The values one recipient's message is rendered with: its own, and the shared ones for what it leaves out
 * or blank — a blank cell of an imported row falls back to the value typed in the form.
 */
export function mergeRecipientVariables(
  shared: Readonly<Record<string, string | undefined>>,
  own: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  // fromEntries defines own properties, so even a `{__proto__}` placeholder keeps its value.
  return Object.fromEntries([
    ...Object.entries(shared).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ...Object.entries(own ?? {}).filter(([, value]) => value.trim() !== ''),
  ]);
}
