/** Identity verifications (KYC) of accounts: one row per QR code / link issued, with its outcome. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';

export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who started it; kept when the user goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the single-use link token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** waiting (link issued), processing (submitted), passed, failed. Expiry is read from expires_at. */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    country: text('country'),
    documentType: text('document_type'),
    /** The desktop user's language, so the phone page opens in it. */
    locale: text('locale'),
    /** Result code and sub-code of spec section 4 (1000 passed, 1001 failed, ...; 200, 201, ...). */
    resultCode: smallint('result_code'),
    subCode: smallint('sub_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_verifications_account_idx').on(t.accountId, t.createdAt),
    check(
      'kyc_verifications_status_check',
      sql`${t.status} in ('waiting', 'processing', 'passed', 'failed')`,
    ),
  ],
);

export type KycVerificationRow = typeof kycVerifications.$inferSelect;
