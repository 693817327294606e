/**
 * The template form's rules, all from the shared template schema the server runs: each field by its own
 * schema, the content against the whole template because China's 【signature】 rule depends on the country.
 */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { ZTemplateAddSchema } from '@beacon/shared/validation/templates';
import { schemaRule, validationText } from '@/shared/forms/schema-rule';

export type TemplateField = 'name' | 'type' | 'country' | 'purpose';

export function templateFieldRule(field: TemplateField, t: TFunction): FormRule {
  return schemaRule(ZTemplateAddSchema.shape[field], t);
}

export function templateContentRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, content: unknown) => {
      const result = ZTemplateAddSchema.safeParse({
        name: 'x',
        type: 1,
        content: content ?? '',
        country: getFieldValue('country') as unknown,
      });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === 'content');
      if (!issue) return;
      const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
      throw new Error(validationText(issue.message, t, params));
    },
  });
}
