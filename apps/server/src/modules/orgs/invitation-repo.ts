/** Queries of organisation invitations. "Pending" means neither accepted, revoked nor expired. */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { organisationInvitations as inv, organisations, users } from '../../db/schema/index.js';

export type NewInvitation = typeof inv.$inferInsert;

const open = and(isNull(inv.acceptedAt), isNull(inv.revokedAt));
const pendingAt = (now: Date) => and(open, gt(inv.expiresAt, now));

export async function insertInvitation(db: Database, row: NewInvitation): Promise<string> {
  const [inserted] = await db.insert(inv).values(row).returning({ id: inv.id });
  return inserted!.id;
}

/** The pending invitation a link names, with the organisation's name for the sign-up page. */
export async function findPendingByTokenHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: inv, organisationName: organisations.name })
    .from(inv)
    .innerJoin(organisations, eq(organisations.id, inv.organisationId))
    .where(and(eq(inv.tokenHash, tokenHash), pendingAt(now)));
  return row;
}

/** An invitation of the organisation that is still open (it may have expired: resend renews it). */
export async function findOpenInOrganisation(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .select()
    .from(inv)
    .where(and(eq(inv.id, id), eq(inv.organisationId, organisationId), open));
  return row;
}

export async function hasPendingFor(db: Database, organisationId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: inv.id })
    .from(inv)
    .where(and(eq(inv.organisationId, organisationId), eq(inv.email, email), pendingAt(now)));
  return row !== undefined;
}

export async function listOpen(db: Database, organisationId: string, page: number, pageSize: number) {
  const where = and(eq(inv.organisationId, organisationId), open);
  const [total] = await db.select({ n: count() }).from(inv).where(where);
  const items = await db
    .select({ invitation: inv, invitedByEmail: users.email })
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedBy))
    .where(where)
    .orderBy(desc(inv.createdAt), desc(inv.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: total?.n ?? 0 };
}

export async function countPending(db: Database, organisationId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inv)
    .where(and(eq(inv.organisationId, organisationId), pendingAt(now)));
  return row?.n ?? 0;
}

export async function renewToken(db: Database, id: string, tokenHash: string, expiresAt: Date) {
  await db.update(inv).set({ tokenHash, expiresAt }).where(eq(inv.id, id));
}

export async function revoke(db: Database, organisationId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(inv)
    .set({ revokedAt: at })
    .where(and(eq(inv.id, id), eq(inv.organisationId, organisationId), open))
    .returning({ id: inv.id });
  return rows.length > 0;
}

/** Marks a pending invitation accepted; undefined when it was accepted, revoked or expired meanwhile. */
export async function accept(db: Database, id: string, userId: string, now: Date) {
  const [row] = await db
    .update(inv)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(inv.id, id), pendingAt(now)))
    .returning();
  return row;
}
