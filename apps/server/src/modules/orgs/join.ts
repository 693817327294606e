/**
 * Joining an organisation through an invitation, inside the sign-up's transaction: the invitation is used up
 * (a second use, a revoked or an expired one is 2013), the user becomes a member with the invited role and the
 * invited accounts (those still live), and the first of them becomes the current account.
 */
import { ErrorCode } from '@beacon/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { liveAccountIdsIn, replaceAccess } from './access-repo.js';
import { accept } from './invitation-repo.js';
import { insertMembership } from './repo.js';

export async function joinByInvitation(
  tx: Database,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<{ organisationId: string }> {
  const invitation = await accept(tx, invitationId, userId, now);
  if (!invitation) throw new AppError(ErrorCode.LINK_INVALID);
  await insertMembership(tx, {
    organisationId: invitation.organisationId,
    userId,
    role: invitation.role,
    managed: invitation.managed,
    createdAt: now,
  });
  const granted = await liveAccountIdsIn(tx, invitation.organisationId, invitation.accountIds);
  await replaceAccess(tx, userId, granted, now);
  if (granted.length > 0) {
    await tx.update(users).set({ currentAccountId: granted[0]! }).where(eq(users.id, userId));
  }
  return { organisationId: invitation.organisationId };
}
