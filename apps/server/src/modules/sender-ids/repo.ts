/** Sender-ID registration requests in the database: written by the admin area, decided by the operator. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { SenderIdRequestStatus } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { senderIdRequests, type SenderIdRequestRow } from '../../db/schema/index.js';

export type NewSenderIdRequest = typeof senderIdRequests.$inferInsert;

export async function insertSenderIdRequest(
  db: Database,
  row: NewSenderIdRequest,
): Promise<SenderIdRequestRow> {
  const [inserted] = await db.insert(senderIdRequests).values(row).returning();
  return inserted!;
}

export async function findSenderIdRequests(
  db: Database,
  organisationId: string,
  filter: { status?: SenderIdRequestStatus; page: number; pageSize: number },
): Promise<{ rows: SenderIdRequestRow[]; total: number }> {
  const where = and(
    eq(senderIdRequests.organisationId, organisationId),
    filter.status ? eq(senderIdRequests.status, filter.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(senderIdRequests)
      .where(where)
      .orderBy(desc(senderIdRequests.createdAt), desc(senderIdRequests.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(senderIdRequests).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** The request when it belongs to the organisation; another organisation's id is as good as unknown. */
export async function findSenderIdRequest(
  db: Database,
  organisationId: string,
  requestId: string,
): Promise<SenderIdRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(senderIdRequests)
    .where(and(eq(senderIdRequests.id, requestId), eq(senderIdRequests.organisationId, organisationId)));
  return row;
}

/** Decides a request that is still submitted; undefined when there is none such (unknown or decided). */
export async function decideSenderIdRequest(
  db: Database,
  requestId: string,
  decision: { status: Exclude<SenderIdRequestStatus, 'submitted'>; reason: string | null; at: Date },
): Promise<SenderIdRequestRow | undefined> {
  const [row] = await db
    .update(senderIdRequests)
    .set({ status: decision.status, reason: decision.reason, reviewedAt: decision.at })
    .where(and(eq(senderIdRequests.id, requestId), eq(senderIdRequests.status, 'submitted')))
    .returning();
  return row;
}

export async function senderIdRequestExists(db: Database, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: senderIdRequests.id })
    .from(senderIdRequests)
    .where(eq(senderIdRequests.id, requestId));
  return row !== undefined;
}
