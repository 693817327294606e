/**
 * Idempotency of the public send API (API.md): a repeat with the same Idempotency-Key and body within 24 hours
 * answers the first answer; the key with another body is 1006. "Same body" means the same send fields with
 * the same values, whatever their order or the JSON spacing: the hash is of a canonical form.
 */
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted at every level (the send fields are at most two levels deep). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHashOf(fields: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}
