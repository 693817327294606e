/**
 * The one error class services throw for business outcomes; the error handler answers it with HTTP 200, the
 * catalogue code and its message in the caller's language.
 */
import type { ErrorCode, Locale, SendRefusalData } from '@beacon/shared';

/** What an answer says beyond the catalogue's sentence: a send refusal names each of its problems. */
export interface AppErrorDetail {
  message(locale: Locale): string;
  data?: SendRefusalData;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: AppErrorDetail,
  ) {
    super(`business error ${code}`);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
