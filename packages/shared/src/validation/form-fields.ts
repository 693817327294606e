/**
 * Field types that accept both JSON values and the strings of an x-www-form-urlencoded body (API.md: arrays
 * as repeated keys or a comma-separated string, booleans as "true"/"false").
 */
import { z } from 'zod';

export const zFormBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '' || value === undefined) return false;
  return value;
}, z.boolean());

export function zFormArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value === 'string') return value === '' ? [] : value.split(',').map((part) => part.trim());
    return value;
  }, z.array(item));
}

/** A trimmed string that must not be empty, reporting `key` when it is missing or blank. */
export function zRequiredText(key: string, max = 255, tooLongKey = key) {
  return z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: tooLongKey });
}
