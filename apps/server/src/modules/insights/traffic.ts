/** The organisation's traffic, delivery and spend per local day over a range, in total and per account. */
import type { InsightsRange, InsightsTraffic } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addMessages, addMoney, emptySums, sumsOf, trafficFigures, type Sums } from './figures.js';
import { localDays } from './local-days.js';
import { organisationAccounts } from './org-accounts.js';
import { messagesByDay, spendByDay } from './traffic-repo.js';

export async function organisationTraffic(
  deps: { db: Database; clock: Clock },
  organisationId: string,
  query: { range: InsightsRange; timezone: string },
): Promise<InsightsTraffic> {
  const accounts = await organisationAccounts(deps.db, organisationId);
  const { days, since } = localDays(query.range, query.timezone, deps.clock());
  const window = { accountIds: accounts.map((account) => account.id), timezone: query.timezone, since };
  const [messageRows, spendRows] = await Promise.all([
    messagesByDay(deps.db, window),
    spendByDay(deps.db, window),
  ]);
  const total = emptySums();
  const byDay = new Map<string, Sums>();
  const byAccount = new Map<string, Sums>();
  for (const row of messageRows) {
    for (const sums of [total, sumsOf(byDay, row.day), sumsOf(byAccount, row.account_id)]) {
      addMessages(sums, row.status, row.n, BigInt(row.segments));
    }
  }
  for (const row of spendRows) {
    for (const sums of [total, sumsOf(byDay, row.day), sumsOf(byAccount, row.account_id)]) {
      addMoney(sums.spend, row.currency, BigInt(row.micros));
    }
  }
  return {
    range: query.range,
    timezone: query.timezone,
    totals: trafficFigures(total),
    series: days.map((at) => ({ at, ...trafficFigures(byDay.get(at) ?? emptySums()) })),
    byAccount: accounts
      .map((account) => ({
        accountId: account.id,
        name: account.name,
        ...trafficFigures(byAccount.get(account.id) ?? emptySums()),
      }))
      .sort((a, b) => b.sent - a.sent),
  };
}
