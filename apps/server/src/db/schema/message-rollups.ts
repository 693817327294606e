/**
 * The SMS overview's roll-ups of final outbound messages (migration 0015, docs/messaging-engine.md "Overview
 * roll-ups"): per account and UTC day, each figure as 96 quarter-hour slots plus the day's total, once for the
 * day and once per country and message type. Written only in SQL, by the statements that make a message final.
 */
import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const figures = {
  delivered: bigint('delivered', { mode: 'bigint' }).array().notNull(),
  /** Every other final status: undelivered, expired, rejected, failed. */
  failed: bigint('failed', { mode: 'bigint' }).array().notNull(),
  segments: bigint('segments', { mode: 'bigint' }).array().notNull(),
  costMicros: bigint('cost_micros', { mode: 'bigint' }).array().notNull(),
  deliveredTotal: bigint('delivered_total', { mode: 'bigint' }).notNull(),
  failedTotal: bigint('failed_total', { mode: 'bigint' }).notNull(),
  segmentsTotal: bigint('segments_total', { mode: 'bigint' }).notNull(),
  costMicrosTotal: bigint('cost_micros_total', { mode: 'bigint' }).notNull(),
};

const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const messageDayRollups = pgTable(
  'message_day_rollups',
  { accountId: accountId(), day: date('day').notNull(), ...figures },
  (t) => [primaryKey({ name: 'message_day_rollups_pk', columns: [t.accountId, t.day] })],
);

export const messageMixRollups = pgTable(
  'message_mix_rollups',
  {
    accountId: accountId(),
    day: date('day').notNull(),
    /** '' when the destination's country is unknown. */
    country: text('country').notNull(),
    type: smallint('type').notNull(),
    ...figures,
  },
  (t) => [primaryKey({ name: 'message_mix_rollups_pk', columns: [t.accountId, t.day, t.country, t.type] })],
);
