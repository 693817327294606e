/** Direct database changes for states the API cannot reach yet (disabled users, bound phones). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { auditLog, users, type TwoFactorChannel, type UserStatus } from '../db/schema/index.js';

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function setUserStatus(db: Database, email: string, status: UserStatus): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.email, email));
}

export async function bindPhone(
  db: Database,
  email: string,
  phone: string,
  twoFactor: TwoFactorChannel = 'email',
) {
  await db.update(users).set({ phone, twoFactor }).where(eq(users.email, email));
}

export async function auditOf(db: Database, email: string) {
  const userId = await userIdOf(db, email);
  return db
    .select({ action: auditLog.action, target: auditLog.target, ip: auditLog.ip, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.userId, userId))
    .orderBy(asc(auditLog.id));
}
