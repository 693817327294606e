/** JWT ids of single sign-on tokens already used; kept until the token would have expired anyway. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const ssoJtis = pgTable(
  'sso_jtis',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_jtis_expires_idx').on(t.expiresAt)],
);
