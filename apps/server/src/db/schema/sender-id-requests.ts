/**
 * Sender-ID registration requests of an organisation (migration 0014): what the admin asked to register, and
 * the operator's decision — submitted, then approved or rejected with a reason.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SenderIdKind, SenderIdRequestStatus, SenderIdUseCase } from '@beacon/shared';
import { organisations } from './organisations.js';
import { users } from './users.js';

export const senderIdRequests = pgTable(
  'sender_id_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    kind: text('kind').$type<SenderIdKind>().notNull(),
    countries: text('countries').array().notNull(),
    useCase: text('use_case').$type<SenderIdUseCase>().notNull(),
    brandName: text('brand_name').notNull(),
    sampleContent: text('sample_content').notNull(),
    link: text('link').notNull(),
    companyName: text('company_name').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    status: text('status').$type<SenderIdRequestStatus>().notNull().default('submitted'),
    reason: text('reason'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('sender_id_requests_organisation_idx').on(t.organisationId, t.createdAt.desc(), t.id.desc()),
    check('sender_id_requests_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    check('sender_id_requests_kind_check', sql`${t.kind} in ('alphanumeric', 'numeric')`),
  ],
);

export type SenderIdRequestRow = typeof senderIdRequests.$inferSelect;
