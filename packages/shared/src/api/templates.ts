/**
 * The template calls' answers (API.md "Templates") that are not the template item itself (that one lives with
 * the template's request schemas in `validation/templates.ts`): what adding or editing answers, and the
 * options the send form picks from.
 */
import { z } from 'zod';

/** `POST /sms/template/add|update`: the template and its review state (2, pending). */
export const ZTemplateSubmittedSchema = z.object({ templateId: z.string(), status: z.number().int() });
export type TemplateSubmitted = z.output<typeof ZTemplateSubmittedSchema>;

/** `POST /sms/template/options`: an approved template the send form can use. */
export const ZTemplateOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  content: z.string(),
  country: z.string().nullable(),
  type: z.number().int(),
});
export type TemplateOption = z.output<typeof ZTemplateOptionSchema>;
