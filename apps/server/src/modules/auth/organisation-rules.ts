/**
 * The member's organisation decides which sign-in methods count (admin settings); a refused method is 2101
 * and leaves an audit entry, checked only after the credential itself so the answer reveals nothing to
 * someone who does not hold it.
 */
import type { SignInMethod } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { AuditService } from '../audit/index.js';
import { assertMethodAllowed, findSignInPolicy, type SignInPolicy } from '../orgs/index.js';

export async function organisationPolicyFor(
  deps: { db: Database; audit: AuditService },
  userId: string,
  method: SignInMethod,
  meta: RequestMeta,
): Promise<SignInPolicy> {
  const policy = await findSignInPolicy(deps.db, userId);
  try {
    assertMethodAllowed(policy, method);
  } catch (error) {
    await deps.audit.record({ action: 'login.refused', userId, detail: { method } }, meta);
    throw error;
  }
  return policy;
}
