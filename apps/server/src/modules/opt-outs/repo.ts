/** Numbers that opted out of an account's marketing messages. */
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { optOuts } from '../../db/schema/index.js';

export interface OptOutRow {
  phone: string;
  createdAt: Date;
  messageId: string | null;
}

/** Which of `phones` opted out (one query with the whole list as one array parameter). */
export async function findOptedOut(
  db: Database,
  accountId: string,
  phones: readonly string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: optOuts.phone })
    .from(optOuts)
    .where(
      and(eq(optOuts.accountId, accountId), sql`${optOuts.phone} = any(${sql.param([...phones])}::text[])`),
    );
  return new Set(rows.map((row) => row.phone));
}

export interface OptOutPage {
  phone?: string;
  after?: { createdAt: Date; phone: string };
  limit: number;
}

/** Newest first, keyset on (created_at, phone). */
export async function listOptOuts(db: Database, accountId: string, page: OptOutPage): Promise<OptOutRow[]> {
  const conditions: (SQL | undefined)[] = [eq(optOuts.accountId, accountId)];
  if (page.phone) conditions.push(sql`${optOuts.phone} like ${`%${page.phone.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (page.after) {
    conditions.push(
      or(
        lt(optOuts.createdAt, page.after.createdAt),
        and(eq(optOuts.createdAt, page.after.createdAt), lt(optOuts.phone, page.after.phone)),
      ),
    );
  }
  return db
    .select({ phone: optOuts.phone, createdAt: optOuts.createdAt, messageId: optOuts.messageId })
    .from(optOuts)
    .where(and(...conditions))
    .orderBy(desc(optOuts.createdAt), desc(optOuts.phone))
    .limit(page.limit);
}

export async function deleteOptOut(db: Database, accountId: string, phone: string): Promise<boolean> {
  const deleted = await db
    .delete(optOuts)
    .where(and(eq(optOuts.accountId, accountId), inArray(optOuts.phone, [phone])))
    .returning({ phone: optOuts.phone });
  return deleted.length > 0;
}
