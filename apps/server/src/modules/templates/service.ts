/**
 * Templates (API.md "Templates", spec sections 3–5): an account writes its own, each goes to review (pending →
 * approved or rejected with a reason), an edit submits it again; public templates belong to no account and
 * everyone may send them. Sends resolve and render through `find` and `render`; the operator command and a
 * later admin screen decide through `review`.
 */
import {
  ErrorCode,
  TEMPLATE_STATUS,
  extractTemplateVariables,
  renderTemplate,
  type TTemplateFields,
  type TTemplateItem,
  type TTemplatePage,
  type TemplateOption,
  type TemplateScope,
  type TemplateStatus,
  type TemplateVariableValues,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { newTemplateId } from '../../lib/ids.js';
import * as repo from './repo.js';

/** Why a review could not be recorded; the caller words it for its audience. */
export class TemplateReviewError extends Error {
  override name = 'TemplateReviewError';
  constructor(
    readonly reason: 'not_found' | 'not_pending',
    readonly templateId: string,
  ) {
    super(
      reason === 'not_found' ? `no template ${templateId}` : `template ${templateId} is not pending review`,
    );
  }
}

export interface TemplateReview {
  templateId: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

function itemOf(row: repo.TemplateRow): TTemplateItem {
  return {
    templateId: row.id,
    name: row.name,
    content: row.content,
    type: row.type,
    country: row.country,
    purpose: row.purpose,
    status: row.status,
    reason: row.reason,
    variables: extractTemplateVariables(row.content),
    public: row.accountId === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function encodeCursor(row: repo.TemplateRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError(ErrorCode.INVALID_PARAMETER);
}

const writtenFields = (fields: TTemplateFields) => ({
  name: fields.name,
  content: fields.content,
  country: fields.country ?? null,
  type: fields.type,
  purpose: fields.purpose ?? null,
});

export function createTemplateService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    /** An approved template of the account or an approved public one; undefined otherwise. */
    find(accountId: string, templateId: string) {
      return repo.findUsableTemplate(db, accountId, templateId);
    },

    /** `/sms/template/options`. */
    async options(accountId: string): Promise<TemplateOption[]> {
      const rows = await repo.listUsableTemplates(db, accountId);
      return rows.map(({ id, name, content, country, type }) => ({ id, name, content, country, type }));
    },

    render(content: string, variables: TemplateVariableValues) {
      return renderTemplate(content, variables);
    },

    /** A new custom template, pending review. The fields were checked by the shared schema. */
    async add(
      accountId: string,
      fields: TTemplateFields,
    ): Promise<{ templateId: string; status: TemplateStatus }> {
      const now = clock();
      const templateId = newTemplateId(now);
      await repo.insertTemplate(db, {
        id: templateId,
        accountId,
        ...writtenFields(fields),
        status: TEMPLATE_STATUS.PENDING,
        createdAt: now,
        updatedAt: now,
      });
      return { templateId, status: TEMPLATE_STATUS.PENDING };
    },

    async list(
      accountId: string,
      query: { scope: TemplateScope; status?: number; cursor?: string; limit: number },
    ): Promise<TTemplatePage> {
      const rows = await repo.listTemplatePage(db, {
        accountId: query.scope === 'public' ? null : accountId,
        status: query.status,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(itemOf),
        nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
      };
    },

    /** One of the account's own templates, public ones included for reading; 1006 for anything else. */
    async get(accountId: string, templateId: string): Promise<TTemplateItem> {
      const row = await repo.findTemplate(db, templateId);
      if (!row || (row.accountId !== null && row.accountId !== accountId)) {
        throw new AppError(ErrorCode.NOT_ALLOWED);
      }
      return itemOf(row);
    },

    /** Rewrites the account's own template and submits it for review again; 1006 for any other. */
    async update(
      accountId: string,
      templateId: string,
      fields: TTemplateFields,
    ): Promise<{ templateId: string; status: TemplateStatus }> {
      const changed = await repo.resubmitTemplate(db, accountId, templateId, {
        ...writtenFields(fields),
        updatedAt: clock(),
      });
      if (!changed) throw new AppError(ErrorCode.NOT_ALLOWED);
      return { templateId, status: TEMPLATE_STATUS.PENDING };
    },

    /** Deletes the account's own template; messages already sent keep their text. 1006 for any other. */
    async remove(accountId: string, templateId: string): Promise<void> {
      if (!(await repo.deleteTemplate(db, accountId, templateId))) throw new AppError(ErrorCode.NOT_ALLOWED);
    },

    /** Approves or rejects a pending template; a rejection keeps the reviewer's reason for the owner to read. */
    async review(
      input: TemplateReview,
    ): Promise<{ templateId: string; status: TemplateStatus; reason: string | null }> {
      const approve = input.decision === 'approve';
      const decided = await repo.decideTemplate(db, input.templateId, {
        status: approve ? TEMPLATE_STATUS.APPROVED : TEMPLATE_STATUS.REJECTED,
        reason: approve ? null : input.reason?.trim() || null,
        at: clock(),
      });
      if (decided)
        return { templateId: decided.id, status: decided.status as TemplateStatus, reason: decided.reason };
      const exists = await repo.findTemplate(db, input.templateId);
      throw new TemplateReviewError(exists ? 'not_pending' : 'not_found', input.templateId);
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
