/**
 * The one error class services throw for business outcomes; the error handler answers it with HTTP 200, the
 * catalogue code and its message in the caller's language.
 */
import type { ErrorCode } from '@beacon/shared';

export class AppError extends Error {
  constructor(readonly code: ErrorCode) {
    super(`business error ${code}`);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
