/**
 * Zod schemas for the SMS fields a form and a route both validate. Issues carry an SMS message key as their
 * message and the placeholder values in `params`, like the rest of the shared schemas.
 */
import type { CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { analyzeMessage } from './analyze-message.js';
import { hasChinaSignature } from './china-signature.js';
import { MAX_MESSAGE_SEGMENTS } from './limits.js';
import type { SmsProblem } from './messages.js';
import { parseRecipientList } from './recipients.js';
import { findTemplateVariableProblems } from './template-variables.js';

/** Message content: not blank and at most 10 segments, counted as it will be sent without smart encoding. */
export const ZMessageContentSchema = z.string({ error: 'contentEmpty' }).superRefine((content, ctx) => {
  if (content.trim() === '') ctx.addIssue({ code: 'custom', message: 'contentEmpty' });
  else if (analyzeMessage(content).segments > MAX_MESSAGE_SEGMENTS) {
    ctx.addIssue({ code: 'custom', message: 'contentTooLong' });
  }
});

/** The recipient box, parsed into E.164 strings; each bad entry is an issue at its index. */
export const ZRecipientListSchema = z.string({ error: 'recipientsRequired' }).transform((input, ctx) => {
  const list = parseRecipientList(input);
  if (list.listProblem) ctx.addIssue({ code: 'custom', message: list.listProblem });
  for (const problem of list.problems) {
    ctx.addIssue({
      code: 'custom',
      message: problem.key,
      path: [problem.index],
      params: { input: problem.input },
    });
  }
  return list.recipients.map((recipient) => recipient.e164);
});

/**
 * Everything wrong with template content: blank, malformed or reserved variable names, and for mainland
 * China (`country` 'CN') a missing 【signature】.
 */
export function findTemplateContentProblems(
  content: string,
  options: { country?: CountryCode } = {},
): SmsProblem[] {
  if (content.trim() === '') return [{ key: 'contentEmpty' }];
  const problems = findTemplateVariableProblems(content);
  if (options.country === 'CN' && !hasChinaSignature(content))
    problems.push({ key: 'chinaSignatureRequired' });
  return problems;
}

/** Template content without regard to country; compose with the country field for the China rule. */
export const ZTemplateContentSchema = z.string({ error: 'contentEmpty' }).superRefine((content, ctx) => {
  for (const problem of findTemplateContentProblems(content)) {
    ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
  }
});
