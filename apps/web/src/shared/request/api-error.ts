/**
 * The one error type every console call rejects with. `message` is the text the user should read, already in
 * the current language; `code` is the catalogue code for business failures and the HTTP status (or -1 when
 * there was none) for transport failures.
 */
import type { FieldErrors } from '@beacon/shared';

export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'cancelled' | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number;
  message: string;
  msg?: string;
  data?: unknown;
  status?: number;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  /** The server's own `msg` (already localized by Accept-Language), or the transport text. */
  readonly msg: string;
  readonly data: unknown;
  readonly status: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg ?? init.message;
    this.data = init.data ?? null;
    this.status = init.status;
  }

  get isBusiness(): boolean {
    return this.kind === 'business';
  }
}

/** True when `error` is a business failure with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: number[]): error is ApiError {
  return error instanceof ApiError && error.kind === 'business' && codes.includes(error.code);
}

/** The per-field messages of a 1001 answer (docs/contracts.md), when the server sent them. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.kind !== 'business') return {};
  const fields = (error.data as Partial<FieldErrors> | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter(([, text]) => typeof text === 'string'));
}
