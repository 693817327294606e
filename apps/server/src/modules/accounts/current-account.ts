/** The account the console's SMS calls act on: the user's current one (2011 when there is none). */
import { ErrorCode } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { findCurrentAccountOfUser } from './repo.js';

export async function requireCurrentAccount(db: Database, userId: string): Promise<AccountRow> {
  const account = await findCurrentAccountOfUser(db, userId);
  if (!account) throw new AppError(ErrorCode.NO_ACCOUNT_SELECTED);
  return account;
}
