/** Queries of login tickets (the step between a right password and the right code). */
import { MAX_WRONG_CODES } from '@beacon/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginTickets, users, type LoginTicketRow, type TwoFactorChannel } from '../../db/schema/index.js';
import { claimOf, countAttempt, isUnlocked, type AttemptClaim, type UseOutcome } from './attempt-sql.js';

export async function insertLoginTicket(db: Database, row: LoginTicketRow): Promise<void> {
  await db.insert(loginTickets).values(row);
}

/** An unexpired, unused ticket with what its user's second factor needs. */
export async function findLiveLoginTicket(db: Database, ticketHash: string, now: Date) {
  const [row] = await db
    .select({
      ticket: loginTickets,
      user: {
        id: users.id,
        email: users.email,
        phone: users.phone,
        status: users.status,
        totpSecret: users.totpSecret,
        totpLastStep: users.totpLastStep,
      },
    })
    .from(loginTickets)
    .innerJoin(users, eq(users.id, loginTickets.userId))
    .where(
      and(
        eq(loginTickets.ticketHash, ticketHash),
        gt(loginTickets.expiresAt, now),
        isNull(loginTickets.usedAt),
      ),
    );
  return row;
}

/** Counts one code attempt before the code is checked; undefined while the ticket is locked. */
export async function claimLoginCodeAttempt(
  db: Database,
  ticketHash: string,
  now: Date,
  lockUntil: Date,
): Promise<AttemptClaim | undefined> {
  const next = countAttempt(
    loginTickets.wrongCodeCount,
    loginTickets.lockedUntil,
    MAX_WRONG_CODES,
    lockUntil,
  );
  const [row] = await db
    .update(loginTickets)
    .set({ wrongCodeCount: next.count, lockedUntil: next.lockedUntil })
    .where(and(eq(loginTickets.ticketHash, ticketHash), isUnlocked(loginTickets.lockedUntil, now)))
    .returning({ lockedUntil: loginTickets.lockedUntil });
  return claimOf(row, lockUntil);
}

export async function recordLoginCodeResend(
  db: Database,
  ticketHash: string,
  change: { codeHash: string; channel: TwoFactorChannel; sentAt: Date },
): Promise<void> {
  await db
    .update(loginTickets)
    .set({
      codeHash: change.codeHash,
      channel: change.channel,
      lastSentAt: change.sentAt,
      sendCount: sql`${loginTickets.sendCount} + 1`,
    })
    .where(eq(loginTickets.ticketHash, ticketHash));
}

/**
 * Marks the ticket used, unless a concurrent request used it first ('gone') or a lock was set after this
 * attempt's claim ('locked'): a right code must not win once other guesses have locked the ticket.
 */
export async function useLoginTicket(
  db: Database,
  ticketHash: string,
  now: Date,
  claim: AttemptClaim,
): Promise<UseOutcome> {
  const unused = and(eq(loginTickets.ticketHash, ticketHash), isNull(loginTickets.usedAt));
  const used = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(and(unused, isUnlocked(loginTickets.lockedUntil, now, claim.heldLock)))
    .returning({ ticketHash: loginTickets.ticketHash });
  if (used.length > 0) return 'used';
  const [open] = await db.select({ ticketHash: loginTickets.ticketHash }).from(loginTickets).where(unused);
  return open ? 'locked' : 'gone';
}
