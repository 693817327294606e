/**
 * The admin area's request types and small answers (API.md "Organisation and roles"), derived from the
 * schemas in `validation/admin.ts` that the server's routes declare, so the console's calls cannot drift
 * from what the routes read.
 */
import { z } from 'zod';
import type { MEMBER_KINDS, ZAuditListSchema, ZPageSchema, zPageOf } from '../validation/admin.js';

export type MemberKind = (typeof MEMBER_KINDS)[number];
// The console sends parsed values (numbers, ISO strings), so its request types are the schemas' outputs.
export type PageQuery = z.output<typeof ZPageSchema>;
export type AuditQuery = z.output<typeof ZAuditListSchema>;
/** A page of `zPageOf(item)` as the console reads it. */
export type Page<T> = z.output<ReturnType<typeof zPageOf<z.ZodType<T>>>>;

/** The member calls `POST /admin/user/<action>`, each taking `{ userId }`. */
export type MemberAction = 'disable' | 'enable' | 'remove' | 'two-factor/reset' | 'password/reset';

/** `POST /admin/user/invite`. */
export const ZInvitationCreatedSchema = z.object({ invitationId: z.string() });
export type InvitationCreated = z.output<typeof ZInvitationCreatedSchema>;
