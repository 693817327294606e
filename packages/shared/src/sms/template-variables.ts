/**
 * Template variables: `{name}` placeholders in template content (spec section 5). Shared so the template form,
 * the send preview and the server's render give one answer.
 */
import type { SmsProblem } from './messages.js';

/**
 * Names that collide with the send request's own fields (`to`, `from`, `content`, `type`, `templateId`,
 * `variables`, `sendAt`) or with the `phoneNumber` column of a batch-import file, whose other columns are
 * matched to variables by name. Compared without case, since spreadsheet headers are typed by hand.
 */
export const RESERVED_VARIABLE_NAMES = [
  'to',
  'phoneNumber',
  'from',
  'content',
  'type',
  'templateId',
  'variables',
  'sendAt',
] as const;

const RESERVED = new Set(RESERVED_VARIABLE_NAMES.map((name) => name.toLowerCase()));
const PLACEHOLDER = /\{([^{}]*)\}/g;
const VALID_NAME = /^[A-Za-z0-9_]+$/;

export function isValidVariableName(name: string): boolean {
  return VALID_NAME.test(name);
}

export function isReservedVariableName(name: string): boolean {
  return RESERVED.has(name.toLowerCase());
}

/** Distinct well-formed variable names in order of first use (reserved ones included: they are still used). */
export function extractTemplateVariables(content: string): string[] {
  const names = Array.from(content.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
  return [...new Set(names.filter(isValidVariableName))];
}

/** One problem per distinct bad name: `{first name}` is malformed, `{to}` reserved. */
export function findTemplateVariableProblems(content: string): SmsProblem[] {
  const problems: SmsProblem[] = [];
  const reported = new Set<string>();
  for (const [, name = ''] of content.matchAll(PLACEHOLDER)) {
    if (reported.has(name)) continue;
    reported.add(name);
    if (!isValidVariableName(name)) problems.push({ key: 'variableNameInvalid', params: { name } });
    else if (isReservedVariableName(name)) problems.push({ key: 'variableNameReserved', params: { name } });
  }
  return problems;
}

export type TemplateVariableValues = Readonly<Record<string, string | number | null | undefined>>;

export interface RenderedTemplate {
  /** The content with every supplied variable filled in; a missing one keeps its `{name}` so it shows. */
  text: string;
  /** Variables used by the content without a value; the send must not go out while any are listed. */
  missing: string[];
}

/**
 * Fills the variables in one pass, so a value that itself contains `{x}` is not expanded again. A blank
 * value counts as missing: an empty cell in an import file is a data error, not an intended gap.
 */
export function renderTemplate(content: string, variables: TemplateVariableValues): RenderedTemplate {
  const missing = new Set<string>();
  const text = content.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!isValidVariableName(name)) return placeholder;
    const value = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    if (value === undefined || value === null || String(value).trim() === '') {
      missing.add(name);
      return placeholder;
    }
    return String(value);
  });
  return { text, missing: [...missing] };
}
