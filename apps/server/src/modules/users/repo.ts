/** Queries of users: lookup, creation and the password (the current account: accounts/repo.ts). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertUser(
  db: Database,
  user: { email: string; username: string; passwordHash: string; createdAt: Date },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updatePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  changedAt: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedPasswordCount: 0, lockedUntil: null, passwordChangedAt: changedAt })
    .where(eq(users.id, userId));
}
