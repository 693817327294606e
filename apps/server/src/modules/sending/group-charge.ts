/**
 * The group writer's fast path for money (docs/performance.md, "Shorter balance lock"): the sends of accounts
 * that count no daily cap are charged with ONE statement that locks their balances, takes each account's
 * total where it is covered and records the ledger entries, so a balance row is held from that statement to
 * the commit only. An account whose balance does not cover all its sends of the group, or whose sends count a
 * cap (today's count must be read under the lock), is left to the decision one by one under `lockBalances`.
 */
import { debitWhereCovered } from '../billing/index.js';
import type { Database } from '../../db/database.js';
import type { SendJob } from './group-writer.js';

/** Whether every send of the account can be charged without deciding them one by one first. */
export function chargeableAtOnce(jobs: readonly SendJob[]): boolean {
  return jobs.every((job) => job.totalMicros > 0n && job.caps.length === 0);
}

/** The balance after each send charged here; the sends missing from it are still to be decided. */
export async function chargeWhereCovered(
  tx: Database,
  jobs: readonly SendJob[],
): Promise<Map<SendJob, bigint>> {
  const byAccount = new Map<string, SendJob[]>();
  for (const job of jobs) {
    const list = byAccount.get(job.accountId);
    if (list) list.push(job);
    else byAccount.set(job.accountId, [job]);
  }
  const candidates = [...byAccount.values()].filter(chargeableAtOnce).flat();
  const charged = new Map<SendJob, bigint>();
  if (candidates.length === 0) return charged;
  const after = await debitWhereCovered(
    tx,
    candidates.map((job) => ({
      accountId: job.accountId,
      amountMicros: job.totalMicros,
      productId: job.batch.id,
      at: job.at,
    })),
  );
  candidates.forEach((job, i) => {
    if (after[i] !== undefined) charged.set(job, after[i]);
  });
  return charged;
}
