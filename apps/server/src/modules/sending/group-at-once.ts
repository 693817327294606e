/**
 * A group of accepted sends written in ONE autocommit statement (docs/performance.md, "Issue 25"): no BEGIN,
 * no COMMIT, and no round trip to Node while a balance row is locked — the lock lasts from the statement's
 * UPDATE to its own commit. The statement is the group writer's steps for the common case, as CTEs:
 *   0. the cache stamps compared with the generations now committed (send-cache; no lock);
 *   1. the balances locked in account order and each account's total taken where it is covered, with the
 *      ledger entries (billing's `debitWhereCoveredCtes`);
 *   3. the idempotency records — each answer stored around the balance its ledger entry left — batches,
 *      messages and their first events (repo's `acceptedSendsCtes`).
 * It writes all of that or nothing: `abort_unless` (migration 0024) fails it when a stamp is stale, an account's
 * balance does not cover all its sends of the group, or a concurrent request won an Idempotency-Key. Then the
 * acceptor writes the group in a transaction with `writeSendGroup`, which decides each of those send by send.
 * A send's companion rows (the Verify API's starts) are CTEs of the same statement, given by their own module
 * (`SendCompanion.atOnce`), with a condition of their own (a start's window has a place). A group that counts a
 * daily cap, holds a send that costs nothing, or a companion without `atOnce`, goes that way at once.
 * Its text does not depend on the group's size or values (they go in as array parameters; a group with Verify
 * starts has a second text), so it runs as a named statement that each connection parses and plans once
 * (db/named-statement.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isAbortedUnless } from '../../db/errors.js';
import { queryNamedRows } from '../../db/named-statement.js';
import { debitWhereCoveredCtes } from '../billing/index.js';
import { staleScopesCte } from '../send-cache/index.js';
import type { JobOutcome } from './acceptor.js';
import { chargeableAtOnce } from './group-charge.js';
import { acceptedWith, answerAroundBalance, refuseRepeatedKeys, type SendJob } from './group-writer.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { acceptedSendsCtes } from './repo.js';
import type { CompanionsAtOnce, SendResult } from './types.js';

/**
 * The statement writing `jobs` (distinct Idempotency-Keys), answering one row: the batch ids charged, each with
 * the balance after it.
 */
function atOnceStatement(jobs: readonly SendJob[], companions: CompanionsAtOnce | undefined): SQL {
  const charge = debitWhereCoveredCtes(
    jobs.map((job) => ({
      accountId: job.accountId,
      amountMicros: job.totalMicros,
      productId: job.batch.id,
      at: job.at,
    })),
  );
  const sends = acceptedSendsCtes(
    jobs.map((job) => ({
      batch: { ...job.batch, messageCount: job.messageCount },
      messages: job.messages,
      idempotency: job.idempotency && { ...job.idempotency, response: answerAroundBalance(job) },
    })),
    IDEMPOTENCY_TTL_MS,
    sql`(select product_id as batch_id, after_micros as micros from charge_entries)`,
  );
  const keys = jobs.filter((job) => job.idempotency).length;
  const messages = jobs.reduce((sum, job) => sum + job.messages.ids.length, 0);
  // PostgreSQL runs a CTE when the query first reads it, and the conditions in the order written: the stamps,
  // then the rows of the batches, messages and events, and only then the balances' lock, the charge and the
  // idempotency records (which need the balances), so that another group of the same account waits for this
  // one's commit only from there on. The companions' condition (a Verify start's window place) comes before
  // the balances too.
  return sql`with ${staleScopesCte(jobs.flatMap((job) => job.stamps ?? []))}, ${charge.ctes}, ${sends}
    ${companions ? sql`, ${companions.ctes}` : sql``}
    select abort_unless(not exists (select 1 from stale_scopes)
                          and (select count(*) from message_rows) = ${messages}
                          and (select count(*) from events) = ${messages}
                          and (select count(*) from batch_rows) = ${jobs.length}
                          and ${companions ? companions.written : sql`true`}
                          and (select count(*) from charged) = ${charge.accounts}
                          and (select count(*) from recorded) = ${keys},
                        'a send of the group needs deciding one by one') as done,
           array(select product_id from charge_entries) as "batchIds",
           array(select after_micros::text from charge_entries) as afters,
           ${companions ? companions.answer : sql`null`} as companions`;
}

/**
 * The companions of `jobs` as CTEs (undefined when there are none); null when one has no `atOnce` or they
 * have more than one writer (each writer's CTE names are its own, not unique across writers).
 */
function companionsAtOnce(jobs: readonly SendJob[]): CompanionsAtOnce | null | undefined {
  const companions = jobs.flatMap((job) => (job.companion ? [job.companion] : []));
  if (companions.length === 0) return undefined;
  const writer = companions[0]!.atOnce;
  if (!writer || companions.some((companion) => companion.atOnce !== writer)) return null;
  return writer(companions);
}

/** The outcome of each send of `group`, in its order; null when the group needs the transaction's decisions. */
export async function writeSendGroupAtOnce(
  db: Database,
  group: SendJob[],
): Promise<JobOutcome<SendResult>[] | null> {
  if (!chargeableAtOnce(group)) return null;
  const outcomes = new Map<SendJob, JobOutcome<SendResult>>();
  const jobs = refuseRepeatedKeys(group, outcomes);
  const companions = companionsAtOnce(jobs);
  if (companions === null) return null;
  let rows: { batchIds: string[]; afters: string[]; companions: unknown }[];
  try {
    rows = await queryNamedRows(db, 'send-group', atOnceStatement(jobs, companions));
  } catch (error) {
    if (isAbortedUnless(error)) return null;
    throw error;
  }
  const { batchIds, afters } = rows[0]!;
  companions?.settle(rows[0]!.companions);
  const afterOf = new Map(batchIds.map((id, i) => [id, BigInt(afters[i]!)]));
  for (const job of jobs) {
    outcomes.set(job, { ok: true, value: acceptedWith(job, afterOf.get(job.batch.id)!).answer });
  }
  return group.map((job) => outcomes.get(job)!);
}
