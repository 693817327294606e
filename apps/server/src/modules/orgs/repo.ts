/** Queries of organisations and memberships. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, organisations, type MembershipRole } from '../../db/schema/index.js';

export async function insertOrganisation(db: Database, org: { name: string; createdAt: Date }) {
  const [row] = await db.insert(organisations).values(org).returning();
  return row!;
}

export async function insertMembership(
  db: Database,
  membership: {
    organisationId: string;
    userId: string;
    role: MembershipRole;
    createdAt: Date;
    managed?: boolean;
  },
): Promise<void> {
  await db.insert(memberships).values(membership);
}

export interface MembershipOfUser {
  organisationId: string;
  organisationName: string;
  role: MembershipRole;
}

export async function findMembershipOfUser(
  db: Database,
  userId: string,
): Promise<MembershipOfUser | undefined> {
  const [row] = await db
    .select({
      organisationId: memberships.organisationId,
      organisationName: organisations.name,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId));
  return row;
}

/**
 * Row-locks the organisation for the rest of the transaction, serialising changes that check a limit across
 * its accounts (two concurrent adds must not both see 9 accounts).
 */
export async function lockOrganisation(db: Database, organisationId: string): Promise<void> {
  await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
}
