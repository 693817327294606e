/** Enterprise certifications of organisations: one row per submission, with the operator's decision. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { users } from './users.js';

export const enterpriseCertifications = pgTable(
  'enterprise_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who submitted it; kept when the member goes. */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** auditing, pass, rejected, withdrawn. */
    status: text('status').notNull(),
    accountType: text('account_type').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    country: text('country').notNull(),
    certificateType: text('certificate_type').notNull(),
    organisationCode: text('organisation_code').notNull(),
    legalPersonName: text('legal_person_name').notNull(),
    legalDocumentType: text('legal_document_type').notNull(),
    legalDocumentNumber: text('legal_document_number').notNull(),
    /** FileStorage keys of the uploaded images (`<DATA_DIR>/certifications`). */
    documentKeys: text('document_keys').array().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The reviewer's reason; required for a rejection. */
    reason: text('reason'),
  },
  (t) => [
    index('enterprise_certifications_organisation_idx').on(t.organisationId, t.submittedAt),
    // At most one submission under review per organisation, even when two arrive at once.
    uniqueIndex('enterprise_certifications_one_auditing')
      .on(t.organisationId)
      .where(sql`${t.status} = 'auditing'`),
    check(
      'enterprise_certifications_status_check',
      sql`${t.status} in ('auditing', 'pass', 'rejected', 'withdrawn')`,
    ),
  ],
);

export type EnterpriseCertificationRow = typeof enterpriseCertifications.$inferSelect;
