/**
 * The templates a send may use: approved ones of the account and approved public ones (no account). The
 * template pages (create, review) are another module's; sending only reads.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
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
