/** Queries of the profile: basic info, preferences, avatar and the sign-in e-mail. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export interface BasicInfoChange {
  username: string;
  timezone: string;
  location: string;
  locationName: string;
  address: string | null;
  jobName: string | null;
  personalWebsite: string | null;
  profile: string | null;
}

export async function updateBasicInfo(db: Database, userId: string, change: BasicInfoChange): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, userId));
}

export async function updatePreferences(
  db: Database,
  userId: string,
  change: { language: string; timezone: string; timeFormat: string; theme: string },
): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, userId));
}

/** Sets the avatar URL and answers the one it replaced. */
export async function replaceAvatar(db: Database, userId: string, avatar: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ avatar }).where(eq(users.id, userId));
    return before?.avatar ?? null;
  });
}

/** Throws a unique violation when another user took the address meanwhile. */
export async function updateEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
