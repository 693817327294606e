/**
 * The finance overview: balance, spend per day (zero days included, counted in the user's time zone) and per
 * destination country over the spec's ranges, and the newest recharges. Spend is what sends cost net of the
 * refunded charges of messages that never left; recharges and order refunds are not spend.
 */
import { eq, sql } from 'drizzle-orm';
import {
  formatMicros,
  type FinanceOverviewRange,
  type FinanceOverviewResult,
  type BalanceAlert,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { users, type AccountRow } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import type { Clock } from '../../lib/clock.js';
import { listLedger } from './ledger-log-repo.js';
import { toRechargeItem } from './logs.js';

const RANGE_DAYS: Record<FinanceOverviewRange, number> = { today: 1, '7d': 7, '30d': 30, '1y': 365 };
const RECENT_RECHARGES = 5;

export function createOverviewService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async overview(
      userId: string,
      account: AccountRow,
      range: FinanceOverviewRange,
      alert: BalanceAlert,
    ): Promise<FinanceOverviewResult> {
      const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      const timezone = user?.timezone ?? 'UTC';
      const days = RANGE_DAYS[range];
      const now = clock().toISOString();
      const start = sql`(date_trunc('day', ${now}::timestamptz at time zone ${timezone})
        - make_interval(days => ${days - 1}::int))`;
      const byDay = await queryRows<{ day: string; spent: string }>(
        db,
        sql`with agg as (
              select date_trunc('day', l.confirmed_at at time zone ${timezone}) as d,
                     sum(-l.amount_micros) as spent
              from ledger_entries l
              where l.account_id = ${account.id}
                and l.confirmed_at >= (${start} at time zone ${timezone})
                and (l.type = 'CONSUME' or (l.type = 'REFUNDED' and l.product_type = 'sms'))
              group by 1
            )
            select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(agg.spent, 0)::text as spent
            from generate_series(${start}, ${start} + make_interval(days => ${days - 1}::int), interval '1 day')
              as days(d)
            left join agg on agg.d = days.d
            order by days.d`,
      );
      const byCountry = await queryRows<{ country: string; spent: string; messages: number }>(
        db,
        sql`select coalesce(country, 'ZZ') as country, sum(cost_micros)::text as spent, count(*)::int as messages
            from messages
            where account_id = ${account.id} and direction = 'out' and status <> 'failed'
              and created_at >= (${start} at time zone ${timezone})
            group by 1
            having sum(cost_micros) > 0
            order by sum(cost_micros) desc, 1`,
      );
      const recent = await listLedger(db, {
        accountId: account.id,
        types: ['RECHARGE'],
        limit: RECENT_RECHARGES,
      });
      const total = byDay.reduce((sum, row) => sum + BigInt(row.spent), 0n);
      return {
        range,
        timezone,
        balance: formatMicros(account.balanceMicros),
        currency: account.currency,
        spendTotal: formatMicros(total),
        spendByDay: byDay.map((row) => ({ date: row.day, amount: formatMicros(BigInt(row.spent)) })),
        spendByCountry: byCountry.map((row) => ({
          country: row.country,
          amount: formatMicros(BigInt(row.spent)),
          messages: Number(row.messages),
        })),
        recentRecharges: recent.map(toRechargeItem),
        alert,
      };
    },
  };
}
