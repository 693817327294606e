/** Appends to and reads the audit log. */
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
