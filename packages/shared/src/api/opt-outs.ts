/**
 * The opt-out list's answer (`POST /sms/optout/list`): the response schema the server's route declares and
 * the console's types are inferred from. The request schemas are in validation/sms.ts.
 */
import { z } from 'zod';
import type { ZOptOutListSchema } from '../validation/sms.js';

/** The list's request as the console sends it: parsed values (a number of rows, not a form's text). */
export type OptOutListQuery = z.output<typeof ZOptOutListSchema>;

export const ZOptOutSchema = z.object({
  phone: z.string(),
  createdAt: z.string(),
  messageId: z.string().nullable(),
});
export type OptOut = z.output<typeof ZOptOutSchema>;

export const ZOptOutPageSchema = z.object({
  items: z.array(ZOptOutSchema),
  nextCursor: z.string().nullable(),
});
export type OptOutPage = z.output<typeof ZOptOutPageSchema>;
