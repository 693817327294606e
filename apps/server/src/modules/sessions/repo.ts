/** Queries of sessions and trusted devices. */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, trustedDevices, users } from '../../db/schema/index.js';

export interface NewSession {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  trustedDeviceId: string | null;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      trustedDeviceId: sessions.trustedDeviceId,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(
  db: Database,
  id: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Database, userId: string, at: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Sessions that still work (not revoked, not expired), most recently used first. */
export async function listLiveSessions(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      trustedDeviceId: sessions.trustedDeviceId,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes one live session of the user; false when there is no such session. */
export async function revokeSessionOfUser(db: Database, userId: string, id: string, at: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every live session of the user but `keepId`; answers how many. */
export async function revokeOtherSessions(db: Database, userId: string, keepId: string, at: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export interface NewTrustedDevice {
  tokenHash: string;
  userId: string;
  networkPrefix: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertTrustedDevice(db: Database, device: NewTrustedDevice): Promise<string> {
  const [row] = await db.insert(trustedDevices).values(device).returning({ id: trustedDevices.id });
  return row!.id;
}

export async function touchTrustedDevice(db: Database, id: string, at: Date): Promise<void> {
  await db.update(trustedDevices).set({ lastUsedAt: at }).where(eq(trustedDevices.id, id));
}

export async function listLiveTrustedDevices(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: trustedDevices.id,
      networkPrefix: trustedDevices.networkPrefix,
      ip: trustedDevices.ip,
      userAgent: trustedDevices.userAgent,
      createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      expiresAt: trustedDevices.expiresAt,
    })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .orderBy(desc(trustedDevices.createdAt));
}

export async function revokeTrustedDeviceOfUser(db: Database, userId: string, id: string, at: Date) {
  const revoked = await db
    .update(trustedDevices)
    .set({ revokedAt: at })
    .where(
      and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)),
    )
    .returning({ id: trustedDevices.id });
  return revoked.length > 0;
}

/** Revokes the user's trusted devices except `keepId` (all of them when null); answers how many. */
export async function revokeOtherTrustedDevices(
  db: Database,
  userId: string,
  keepId: string | null,
  at: Date,
): Promise<number> {
  const revoked = await db
    .update(trustedDevices)
    .set({ revokedAt: at })
    .where(
      and(
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        keepId ? ne(trustedDevices.id, keepId) : undefined,
      ),
    )
    .returning({ id: trustedDevices.id });
  return revoked.length;
}

export async function findTrustedDevice(db: Database, tokenHash: string) {
  const [row] = await db.select().from(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash));
  return row;
}

export async function revokeTrustedDevicesOfUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(trustedDevices)
    .set({ revokedAt: at })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)));
}
