/** People who sign in. Credentials and lockout state live here; sessions and devices in their own tables. */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['active', 'disabled', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** 'totp': an authenticator app (RFC 6238); the code is computed on the user's phone, nothing is sent. */
export const TWO_FACTOR_CHANNELS = ['email', 'sms', 'totp'] as const;
export type TwoFactorChannel = (typeof TWO_FACTOR_CHANNELS)[number];

export const USER_LANGUAGES = ['en-US', 'zh-CN'] as const;
export const USER_THEMES = ['light', 'dark'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased (the shared e-mail schema lower-cases input), so the unique index is case-blind. */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    failedPasswordCount: integer('failed_password_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    twoFactor: text('two_factor').$type<TwoFactorChannel>().notNull().default('email'),
    /** The authenticator secret, AES-256-GCM encrypted (lib/secret-box.ts); set while twoFactor is 'totp'. */
    totpSecret: text('totp_secret'),
    /** A secret shown for set-up and not yet confirmed with a code; replaced by each new set-up. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingExpiresAt: timestamp('totp_pending_expires_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code works once (RFC 6238 section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong authenticator codes when enabling or disabling; the fifth locks those calls for 10 minutes. */
    totpFailedCount: integer('totp_failed_count').notNull().default(0),
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    language: text('language').notNull().default('en-US'),
    theme: text('theme').notNull().default('system'),
    /** E.164; null until the user binds a phone. */
    phone: text('phone'),
    timezone: text('timezone').notNull().default('UTC'),
    timeFormat: text('time_format').notNull().default('YYYY-MM-DD HH:mm:ss'),
    avatar: text('avatar'),
    job: text('job'),
    jobName: text('job_name'),
    address: text('address'),
    profile: text('profile'),
    introduction: text('introduction'),
    personalWebsite: text('personal_website'),
    location: text('location'),
    locationName: text('location_name'),
    certification: smallint('certification').notNull().default(0),
    /** Not a foreign key: accounts are soft-deleted and the service clears this when one is deleted. */
    currentAccountId: text('current_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in ('active', 'disabled', 'inactive')`),
    check('users_two_factor_check', sql`${t.twoFactor} in ('email', 'sms', 'totp')`),
    check('users_language_check', sql`${t.language} in ('en-US', 'zh-CN')`),
    check('users_theme_check', sql`${t.theme} in ('light', 'dark', 'system')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
