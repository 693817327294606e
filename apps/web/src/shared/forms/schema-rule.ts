/**
 * antd Form rules that run the shared zod schemas (packages/shared), so a form checks exactly what the
 * server will check. A schema reports a validation-message key; i18n turns it into the current language.
 */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The part of a zod schema a rule needs; keeps zod itself out of the console's dependencies. */
export interface ParsingSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { message: string; params?: Record<string, unknown> }[] } };
}

/**
 * The text of a message key under `validation.`: the general table always, and the tables a feature adds
 * (the SMS rules register theirs when the SMS pages load). A key nobody registered reads as "required".
 */
export function validationText(
  key: string | undefined,
  t: TFunction,
  params?: Record<string, unknown>,
): string {
  const text = key ? t(`validation.${key}`, { ...params, defaultValue: '' }) : '';
  return text || t('validation.required');
}

/** The first problem `schema` finds with `value`, as text, or null when it is valid. */
export function checkWithSchema(schema: ParsingSchema, value: unknown, t: TFunction): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return validationText(issue?.message, t, issue?.params);
}

export function schemaRule(schema: ParsingSchema, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = checkWithSchema(schema, value, t);
      if (problem) throw new Error(problem);
    },
  };
}

/** "Confirm password" must equal the field it confirms. */
export function matchesFieldRule(field: string, t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(t('validation.passwordEmpty'));
      if (value !== getFieldValue(field)) throw new Error(t('validation.passwordMismatch'));
    },
  });
}
