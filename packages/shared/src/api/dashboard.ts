/**
 * The workplace's calls (`POST /dashboard/summary`, `POST /dashboard/checklist`): the response schemas the
 * server's routes declare and the console's types are inferred from.
 */
import { z } from 'zod';

/** The first steps, in the order the workplace shows them; each is read from data, never ticked by hand. */
export const CHECKLIST_KEYS = [
  'verifyIdentity',
  'bindPhone',
  'topUp',
  'sendTestMessage',
  'createApiKey',
] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export const ZDashboardSummarySchema = z.object({
  sentToday: z.number().int(),
  deliveredToday: z.number().int(),
  failedToday: z.number().int(),
  /** Neither delivered nor failed yet. */
  pendingToday: z.number().int(),
  /** Delivered ÷ (delivered + failed) of today's messages that reached a final status; null when none has. */
  deliveryRate: z.number().min(0).max(1).nullable(),
  since: z.iso.datetime().describe("Start of the user's today."),
  timezone: z.string(),
});
export type DashboardSummary = z.output<typeof ZDashboardSummarySchema>;

export const ZChecklistItemSchema = z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean() });
export type ChecklistItem = z.output<typeof ZChecklistItemSchema>;

export const ZChecklistSchema = z.object({ items: z.array(ZChecklistItemSchema) });
export type Checklist = z.output<typeof ZChecklistSchema>;
