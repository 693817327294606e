/** Queries of accounts. "Live" means not soft-deleted; every query is scoped to one organisation. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  accountAccess,
  accounts,
  enterpriseCertifications,
  memberships,
  users,
  type AccountRow,
} from '../../db/schema/index.js';

export type NewAccount = Pick<
  AccountRow,
  'id' | 'organisationId' | 'createdBy' | 'name' | 'products' | 'billingCountry' | 'currency' | 'createdAt'
>;

const isLiveIn = (organisationId: string) =>
  and(eq(accounts.organisationId, organisationId), isNull(accounts.deletedAt));

export async function insertAccount(db: Database, account: NewAccount): Promise<void> {
  await db.insert(accounts).values(account);
}

export async function countLiveAccounts(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(isLiveIn(organisationId));
  return row?.n ?? 0;
}

export async function listLiveAccounts(db: Database, organisationId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(isLiveIn(organisationId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

export async function findLiveAccount(
  db: Database,
  organisationId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(isLiveIn(organisationId), eq(accounts.id, accountId)));
  return row;
}

/** Answers whether a live account was deleted (false when it was not there or already gone). */
export async function softDeleteAccount(
  db: Database,
  organisationId: string,
  accountId: string,
  at: Date,
): Promise<boolean> {
  const deleted = await db
    .update(accounts)
    .set({ deletedAt: at })
    .where(and(isLiveIn(organisationId), eq(accounts.id, accountId)))
    .returning({ id: accounts.id });
  return deleted.length > 0;
}

/**
 * The user's current account when it is live and in the user's organisation (one query: the console's SMS
 * calls all start here).
 */
export async function findCurrentAccountOfUser(
  db: Database,
  userId: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(
      accounts,
      and(eq(accounts.id, users.currentAccountId), eq(accounts.organisationId, memberships.organisationId)),
    )
    .where(
      and(
        eq(users.id, userId),
        isNull(accounts.deletedAt),
        // A member (not owner or admin) acts only on accounts of their access list.
        sql`(${memberships.role} <> 'member' or exists (select 1 from ${accountAccess} where ${accountAccess.accountId} = ${accounts.id} and ${accountAccess.userId} = ${users.id}))`,
      ),
    );
  return row?.account;
}

/**
 * The one way an account leaves the trial: verified (1) at `at`. Identity verification, enterprise
 * certification and the operator's `account:verify` all come here; answers whether the account exists.
 */
export async function setVerified(db: Database, accountId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ verificationStatus: 1, verifiedAt: at })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Whether an operator passed the organisation's enterprise certification: its new accounts start verified. */
export async function isOrganisationCertified(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enterpriseCertifications.id })
    .from(enterpriseCertifications)
    .where(
      and(
        eq(enterpriseCertifications.organisationId, organisationId),
        eq(enterpriseCertifications.status, 'pass'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every live account of a certified organisation leaves the trial; answers their ids. */
export async function setOrganisationVerified(
  db: Database,
  organisationId: string,
  at: Date,
): Promise<string[]> {
  const live = await db.select({ id: accounts.id }).from(accounts).where(isLiveIn(organisationId));
  for (const { id } of live) await setVerified(db, id, at);
  return live.map(({ id }) => id);
}

export async function accountExists(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined;
}

/** The user's current account (the one console calls act on) is stored on their row but chosen here. */
export async function setCurrentAccount(
  db: Database,
  userId: string,
  accountId: string | null,
): Promise<void> {
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, userId));
}

/** Unsets an account that was deleted from everyone who had it selected. */
export async function clearCurrentAccountEverywhere(db: Database, accountId: string): Promise<void> {
  await db.update(users).set({ currentAccountId: null }).where(eq(users.currentAccountId, accountId));
}

export async function setCurrentAccountIfNone(
  db: Database,
  userId: string,
  accountId: string,
): Promise<void> {
  await db
    .update(users)
    .set({ currentAccountId: accountId })
    .where(and(eq(users.id, userId), sql`${users.currentAccountId} is null`));
}
