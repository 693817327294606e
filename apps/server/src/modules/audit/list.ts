/**
 * The organisation's audit log for its admins: the events whose actor was a member of the organisation when
 * they happened (also of members who have left since), newest first, filterable by action, actor and time.
 */
import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';

export interface AuditFilter {
  page: number;
  pageSize: number;
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
}

export async function listOrganisationAudit(
  db: Database,
  organisationId: string,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [eq(auditLog.organisationId, organisationId)];
  if (filter.action) conditions.push(like(auditLog.action, `${filter.action.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.userId) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.at, new Date(filter.to)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      actorId: entry.userId,
      actorEmail,
      target: entry.target,
      ip: entry.ip,
      userAgent: entry.userAgent,
      detail: entry.detail,
    })),
  };
}
