/** Who did what, when and from where: security events of sign-in and account management. */
import { bigint, index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when nobody could be identified (e.g. a sign-in with an unknown e-mail). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The organisation the actor belonged to when it happened: the event stays in that organisation's log
     * after the actor leaves it. Null when nobody could be identified.
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** What the action was about: an account id, or the e-mail a failed sign-in named. */
    target: text('target'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_user_at_idx').on(t.userId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_organisation_at_idx').on(t.organisationId, t.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
