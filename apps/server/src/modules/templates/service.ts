/** Resolves and renders the template of a send; lists the templates the send form offers. */
import { renderTemplate, type TemplateVariableValues } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import * as repo from './repo.js';

export type { UsableTemplate } from './repo.js';

export interface TemplateOption {
  id: string;
  name: string;
  content: string;
  country: string | null;
  type: number;
}

export function createTemplateService({ db }: { db: Database }) {
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
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
