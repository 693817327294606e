/** Queries of an organisation's members for the admin area; every one is scoped to one organisation. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  accountAccess,
  memberships,
  organisations,
  users,
  type MembershipRole,
  type UserStatus,
} from '../../db/schema/index.js';

const accessList = sql<
  string[]
>`coalesce((select array_agg(${accountAccess.accountId} order by ${accountAccess.accountId}) from ${accountAccess} where ${accountAccess.userId} = ${users.id}), '{}')`;

const memberColumns = {
  userId: users.id,
  email: users.email,
  username: users.username,
  status: users.status,
  twoFactor: users.twoFactor,
  role: memberships.role,
  managed: memberships.managed,
  joinedAt: memberships.createdAt,
  accountIds: accessList,
};

export async function listMembers(
  db: Database,
  organisationId: string,
  managed: boolean,
  page: number,
  pageSize: number,
) {
  const where = and(eq(memberships.organisationId, organisationId), eq(memberships.managed, managed));
  const [total] = await db.select({ n: count() }).from(memberships).where(where);
  const items = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(memberships.createdAt), asc(users.email))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: total?.n ?? 0 };
}

export async function countMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId));
  return row?.n ?? 0;
}

export async function findMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
  return row;
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export async function setUserStatus(db: Database, userId: string, status: UserStatus): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}

export async function setRole(db: Database, organisationId: string, userId: string, role: MembershipRole) {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}

/** Back to the sign-in code by e-mail, the authenticator forgotten: for a managed user who lost the phone. */
export async function resetTwoFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactor: 'email',
      totpSecret: null,
      totpPendingSecret: null,
      totpPendingExpiresAt: null,
      totpFailedCount: 0,
      totpLockedUntil: null,
    })
    .where(eq(users.id, userId));
}

/**
 * Takes the user out of the organisation: they keep their sign-in and own a new, empty organisation (a user
 * always belongs to one), their access list and current account are cleared.
 */
export async function moveToOwnOrganisation(
  db: Database,
  organisationId: string,
  member: { userId: string; username: string },
  at: Date,
): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, member.userId)));
  await db.delete(accountAccess).where(eq(accountAccess.userId, member.userId));
  await db.update(users).set({ currentAccountId: null }).where(eq(users.id, member.userId));
  const [own] = await db
    .insert(organisations)
    .values({ name: member.username, createdAt: at })
    .returning({ id: organisations.id });
  await db
    .insert(memberships)
    .values({ organisationId: own!.id, userId: member.userId, role: 'owner', createdAt: at });
}

export async function findOrganisation(db: Database, organisationId: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row;
}

export async function updateOrganisation(
  db: Database,
  organisationId: string,
  change: Partial<
    Pick<
      typeof organisations.$inferInsert,
      'name' | 'billingContact' | 'defaultCountry' | 'requireTwoFactor' | 'signInMethods'
    >
  >,
): Promise<void> {
  await db.update(organisations).set(change).where(eq(organisations.id, organisationId));
}

/** The current account is cleared when it is no longer on the member's access list. */
export async function clearCurrentAccountOutside(db: Database, userId: string, allowed: readonly string[]) {
  await db
    .update(users)
    .set({ currentAccountId: allowed[0] ?? null })
    .where(
      and(
        eq(users.id, userId),
        allowed.length === 0
          ? sql`true`
          : sql`(${users.currentAccountId} is null or ${users.currentAccountId} not in (${sql.join(
              allowed.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
      ),
    );
}
