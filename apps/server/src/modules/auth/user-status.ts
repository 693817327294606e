/** Only active users may sign in: disabled is 2003, not yet activated 2004. */
import { ErrorCode } from '@beacon/shared';
import type { UserStatus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export function assertCanSignIn(status: UserStatus): void {
  if (status === 'disabled') throw new AppError(ErrorCode.USER_DISABLED);
  if (status === 'inactive') throw new AppError(ErrorCode.USER_NOT_ACTIVATED);
}
