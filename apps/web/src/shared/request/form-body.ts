/**
 * Serializes a call's fields as application/x-www-form-urlencoded, the spec's wire format. Arrays become
 * repeated keys (API.md accepts that form); undefined and null fields are left out rather than sent as
 * the strings "undefined"/"null".
 */
export function toFormBody(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/** Only plain objects are re-encoded: FormData (uploads), strings and URLSearchParams pass untouched. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
