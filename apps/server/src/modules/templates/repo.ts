/**
 * The templates table: the ones a send may use (approved ones of the account and approved public ones, which
 * have no account), an account's own templates with their review state, and the review itself.
 */
import { and, asc, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { TEMPLATE_STATUSES, templates } from '../../db/schema/index.js';

export interface UsableTemplate {
  id: string;
  name: string;
  content: string;
  country: string | null;
  type: number;
  /** Null for a public template. */
  accountId: string | null;
}

export type TemplateRow = typeof templates.$inferSelect;

const columns = {
  id: templates.id,
  name: templates.name,
  content: templates.content,
  country: templates.country,
  type: templates.type,
  accountId: templates.accountId,
};

const usableBy = (accountId: string) =>
  and(
    eq(templates.status, TEMPLATE_STATUSES.APPROVED),
    or(eq(templates.accountId, accountId), isNull(templates.accountId)),
  );

export async function findUsableTemplate(
  db: Database,
  accountId: string,
  templateId: string,
): Promise<UsableTemplate | undefined> {
  const [row] = await db
    .select(columns)
    .from(templates)
    .where(and(eq(templates.id, templateId), usableBy(accountId)));
  return row;
}

/** Custom templates first, then public ones, each by name. */
export async function listUsableTemplates(db: Database, accountId: string): Promise<UsableTemplate[]> {
  return db
    .select(columns)
    .from(templates)
    .where(usableBy(accountId))
    .orderBy(asc(isNull(templates.accountId)), asc(templates.name), asc(templates.id));
}

export interface TemplatePageQuery {
  /** The account whose templates to list, or null for the public ones. */
  accountId: string | null;
  status?: number;
  /** Keyset position: the last row of the previous page. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** Newest first; public templates are approved by definition and never pending. */
export async function listTemplatePage(db: Database, query: TemplatePageQuery): Promise<TemplateRow[]> {
  const conditions: (SQL | undefined)[] = [
    query.accountId === null ? isNull(templates.accountId) : eq(templates.accountId, query.accountId),
  ];
  if (query.status !== undefined) conditions.push(eq(templates.status, query.status));
  if (query.after) {
    conditions.push(
      or(
        lt(templates.createdAt, query.after.createdAt),
        and(eq(templates.createdAt, query.after.createdAt), lt(templates.id, query.after.id)),
      ),
    );
  }
  return db
    .select()
    .from(templates)
    .where(and(...conditions))
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(query.limit);
}

export async function findTemplate(db: Database, templateId: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, templateId));
  return row;
}

export async function insertTemplate(db: Database, row: typeof templates.$inferInsert): Promise<void> {
  await db.insert(templates).values(row);
}

/** Rewrites an account's own template and puts it back into review; false when it is not the account's. */
export async function resubmitTemplate(
  db: Database,
  accountId: string,
  templateId: string,
  fields: Pick<TemplateRow, 'name' | 'content' | 'country' | 'type' | 'purpose' | 'updatedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(templates)
    .set({ ...fields, status: TEMPLATE_STATUSES.PENDING, reason: null, reviewedAt: null })
    .where(and(eq(templates.id, templateId), eq(templates.accountId, accountId)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Database, accountId: string, templateId: string): Promise<boolean> {
  const rows = await db
    .delete(templates)
    .where(and(eq(templates.id, templateId), eq(templates.accountId, accountId)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

/**
 * Records a decision on a template that is still pending; null when there is none (unknown, public or already
 * decided). The status condition makes two reviewers racing on one template decide it once.
 */
export async function decideTemplate(
  db: Database,
  templateId: string,
  decision: { status: number; reason: string | null; at: Date },
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(templates)
    .set({ status: decision.status, reason: decision.reason, reviewedAt: decision.at })
    .where(and(eq(templates.id, templateId), eq(templates.status, TEMPLATE_STATUSES.PENDING)))
    .returning();
  return row ?? null;
}
