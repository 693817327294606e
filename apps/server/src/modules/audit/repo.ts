/** Appends to and reads the audit log. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'organisationId'> & {
  /** Only for an event without an actor of the organisation (an operator's decision about it). */
  organisationId?: string | null;
};

/**
 * The event is filed under the actor's organisation of the moment, read in the same statement (and transaction)
 * as the insert: a signup's new membership is already visible to it.
 */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  const organisationId =
    entry.organisationId ??
    (entry.userId ? sql`(select organisation_id from memberships where user_id = ${entry.userId})` : null);
  await db.insert(auditLog).values({ ...entry, organisationId });
}
