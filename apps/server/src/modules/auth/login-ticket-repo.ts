/** Queries of login tickets (the step between a right password and the right code). */
import { MAX_WRONG_CODES } from '@beacon/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginTickets, users, type LoginTicketRow, type TwoFactorChannel } from '../../db/schema/index.js';

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

export async function recordWrongLoginCode(
  db: Database,
  ticketHash: string,
  lockUntil: Date,
): Promise<boolean> {
  const reachesMax = sql`${loginTickets.wrongCodeCount} + 1 >= ${MAX_WRONG_CODES}`;
  const [row] = await db
    .update(loginTickets)
    .set({
      wrongCodeCount: sql`case when ${reachesMax} then 0 else ${loginTickets.wrongCodeCount} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${loginTickets.lockedUntil} end`,
    })
    .where(eq(loginTickets.ticketHash, ticketHash))
    .returning({ lockedUntil: loginTickets.lockedUntil });
  return row?.lockedUntil?.getTime() === lockUntil.getTime();
}

export async function recordLoginCodeResend(
  db: Database,
  ticketHash: string,
  change: { codeHash: string; channel: TwoFactorChannel; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(loginTickets)
    .set({
      codeHash: change.codeHash,
      channel: change.channel,
      lastSentAt: change.sentAt,
      expiresAt: change.expiresAt,
      sendCount: sql`${loginTickets.sendCount} + 1`,
    })
    .where(eq(loginTickets.ticketHash, ticketHash));
}

/** Marks the ticket used; false when a concurrent request used it first. */
export async function useLoginTicket(db: Database, ticketHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(loginTickets)
    .set({ usedAt: at })
    .where(and(eq(loginTickets.ticketHash, ticketHash), isNull(loginTickets.usedAt)))
    .returning({ ticketHash: loginTickets.ticketHash });
  return used.length > 0;
}
