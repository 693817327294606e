/** Queries of password reset links. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passwordResets, users, type PasswordResetRow } from '../../db/schema/index.js';

export async function insertPasswordReset(db: Database, row: PasswordResetRow): Promise<void> {
  await db.insert(passwordResets).values(row);
}

export async function findLatestResetOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/** An unexpired, unused link with its user's e-mail. */
export async function findLiveReset(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ tokenHash: passwordResets.tokenHash, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, now),
        isNull(passwordResets.usedAt),
      ),
    );
  return row;
}

/** Uses up every open link of the user, the one being used included. False when it was already used. */
export async function useResetsOfUser(
  db: Database,
  tokenHash: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return used.some((row) => row.tokenHash === tokenHash);
}
