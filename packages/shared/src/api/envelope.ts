/** The response envelope of every console call (API.md). */
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
