/**
 * The sign-in rules an organisation sets for its members (admin settings): which sign-in methods are allowed,
 * and whether every sign-in must be confirmed with a code — no "trusted browser" shortcut. Applies to every
 * member, the owner included: the rule protects the organisation, and the owner can change it.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode, type SignInMethod } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { memberships, organisations } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export interface SignInPolicy {
  requireTwoFactor: boolean;
  signInMethods: readonly string[];
}

/** The defaults, for a user without an organisation (none exist after migration 0012). */
const NO_ORGANISATION: SignInPolicy = { requireTwoFactor: false, signInMethods: ['password', 'sso'] };

export async function findSignInPolicy(db: Database, userId: string): Promise<SignInPolicy> {
  const [row] = await db
    .select({
      requireTwoFactor: organisations.requireTwoFactor,
      signInMethods: organisations.signInMethods,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId));
  return row ?? NO_ORGANISATION;
}

/** 2101 when the organisation does not allow `method`. */
export function assertMethodAllowed(policy: SignInPolicy, method: SignInMethod): void {
  if (!policy.signInMethods.includes(method)) throw new AppError(ErrorCode.SIGN_IN_METHOD_NOT_ALLOWED);
}
