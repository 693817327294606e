/**
 * The low-balance alert: one e-mail when an account's balance goes below its threshold, not one per message.
 * The sweeper arms and fires it from the balances as they are — a conditional UPDATE takes an alert from
 * armed to sent, so one dip sends one e-mail however many processes sweep — and re-arms it once the balance
 * is back at or above the threshold. The sending path is not touched.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMicros, parseDecimalToMicros, type BalanceAlert, type Locale } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { balanceAlerts, type AccountRow } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { lowBalanceEmail } from './emails.js';

interface FiredAlert {
  account_id: string;
  name: string;
  currency: string;
  balance: string;
  threshold: string;
}

export function createAlertService({
  db,
  clock,
  mailer,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}) {
  async function get(account: Pick<AccountRow, 'id' | 'currency'>): Promise<BalanceAlert> {
    const [row] = await db.select().from(balanceAlerts).where(eq(balanceAlerts.accountId, account.id));
    return {
      threshold: row ? formatMicros(row.thresholdMicros) : null,
      currency: account.currency,
      triggered: row?.alertedAt != null,
    };
  }

  async function recipientsOf(accountId: string): Promise<{ email: string; language: Locale }[]> {
    // The account's creator and the organisation's owners: whoever pays for it.
    return queryRows<{ email: string; language: Locale }>(
      db,
      sql`select distinct u.email, u.language
          from accounts a
          join users u on u.id = a.created_by
             or u.id in (select m.user_id from memberships m
                         where m.organisation_id = a.organisation_id and m.role = 'owner')
          where a.id = ${accountId} and u.status = 'active'`,
    );
  }

  return {
    get,

    /** A new threshold (or none) re-arms the alert. */
    async set(account: Pick<AccountRow, 'id' | 'currency'>, threshold: string | null): Promise<BalanceAlert> {
      if (threshold === null) {
        await db.delete(balanceAlerts).where(eq(balanceAlerts.accountId, account.id));
      } else {
        const thresholdMicros = parseDecimalToMicros(threshold)!;
        const now = clock();
        await db
          .insert(balanceAlerts)
          .values({ accountId: account.id, thresholdMicros, alertedAt: null, updatedAt: now })
          .onConflictDoUpdate({
            target: balanceAlerts.accountId,
            set: { thresholdMicros, alertedAt: null, updatedAt: now },
          });
      }
      return get(account);
    },

    /** Fires the alerts whose balance went below the threshold, re-arms those back above; answers e-mails sent. */
    async sweep(): Promise<number> {
      const now = clock();
      await db.execute(
        sql`update balance_alerts b set alerted_at = null
            from accounts a
            where a.id = b.account_id and b.alerted_at is not null and a.balance_micros >= b.threshold_micros`,
      );
      const fired = await queryRows<FiredAlert>(
        db,
        sql`update balance_alerts b set alerted_at = ${now.toISOString()}::timestamptz
            from accounts a
            where a.id = b.account_id and b.alerted_at is null and a.balance_micros < b.threshold_micros
              and a.deleted_at is null
            returning b.account_id, a.name, a.currency, a.balance_micros::text as balance,
              b.threshold_micros::text as threshold`,
      );
      let sent = 0;
      for (const alert of fired) {
        for (const recipient of await recipientsOf(alert.account_id)) {
          await mailer.send(
            lowBalanceEmail({
              to: recipient.email,
              locale: recipient.language,
              accountName: alert.name,
              accountId: alert.account_id,
              balance: `${formatMicros(BigInt(alert.balance))} ${alert.currency}`,
              threshold: `${formatMicros(BigInt(alert.threshold))} ${alert.currency}`,
              link: `${publicUrl}/app/finance/recharge`,
            }),
          );
          sent += 1;
        }
      }
      return sent;
    },
  };
}
