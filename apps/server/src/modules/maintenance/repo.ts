/** Deletes rows whose only purpose has expired, so the auth tables stay the size of their live contents. */
import { and, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  emailSendWindows,
  loginTickets,
  passwordResets,
  pendingSignups,
  sessions,
  ssoJtis,
  trustedDevices,
} from '../../db/schema/index.js';

export interface PurgeCounts {
  pendingSignups: number;
  loginTickets: number;
  passwordResets: number;
  ssoJtis: number;
  trustedDevices: number;
  sessions: number;
  emailSendWindows: number;
}

/**
 * `now` for one-shot records; ended sessions and trusted devices are kept `retainBefore` (older than that
 * is deleted) because they show when and from where someone was signed in.
 */
export async function deleteExpiredRows(db: Database, now: Date, retainBefore: Date): Promise<PurgeCounts> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    pendingSignups: await count(
      db
        .delete(pendingSignups)
        .where(lte(pendingSignups.expiresAt, now))
        .returning({ id: pendingSignups.idHash }),
    ),
    loginTickets: await count(
      db
        .delete(loginTickets)
        .where(lte(loginTickets.expiresAt, now))
        .returning({ id: loginTickets.ticketHash }),
    ),
    passwordResets: await count(
      db
        .delete(passwordResets)
        .where(lte(passwordResets.expiresAt, now))
        .returning({ id: passwordResets.tokenHash }),
    ),
    ssoJtis: await count(
      db.delete(ssoJtis).where(lte(ssoJtis.expiresAt, now)).returning({ id: ssoJtis.jti }),
    ),
    trustedDevices: await count(
      db
        .delete(trustedDevices)
        .where(
          or(
            lt(trustedDevices.expiresAt, retainBefore),
            and(isNotNull(trustedDevices.revokedAt), lt(trustedDevices.revokedAt, retainBefore)),
          ),
        )
        .returning({ id: trustedDevices.id }),
    ),
    sessions: await count(
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, retainBefore),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, retainBefore)),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    emailSendWindows: await count(
      db
        .delete(emailSendWindows)
        .where(lte(emailSendWindows.expiresAt, now))
        .returning({ email: emailSendWindows.email }),
    ),
  };
}
