/**
 * Writes a group of accepted sends set-based (docs/messaging-engine.md, Acceptance): a handful of statements
 * whatever the group's size —
 *   0. refuse the sends whose cached reads a committed change has overtaken (send-cache; no lock taken);
 *   1. charge, in ONE statement, the accounts whose sends count no daily cap and whose balance covers all of
 *      their sends of the group: it locks the balances in account order, takes the totals and records the
 *      ledger entries (group-charge.ts) — the common case, where the lock is held from it to the commit only;
 *   2. for the other accounts: lock their balances in account order (`SELECT … FOR UPDATE`), count today's
 *      messages where a daily cap applies, decide in JS in the group's order which sends are accepted (the
 *      balance covers the cost and never goes negative; the caps hold) — the rest are refused as a lone send
 *      would be (1011, the daily limits) — and charge them with their ledger entries in one statement;
 *   3. write the idempotency records, batches, messages and their first events in one statement of
 *      data-modifying CTEs — a lost idempotency race asks the acceptor to roll back and rerun the group
 *      without that send — then, when the group has any, the sends' companions (SendCompanion: the Verify
 *      API's starts) in one more statement per kind, which may refuse a send the same way.
 * Fewer round trips matter most while the account rows are locked: that is how long the next group of the
 * same account waits.
 * The acceptor calls it with the jobs sorted by account, and with a single job when it falls back to writing
 * them one by one. Most groups never get here: group-at-once.ts writes the common case (every stamp current,
 * no cap, every account covering all its sends, every Idempotency-Key won) in one autocommit statement, and
 * only a group it cannot write whole comes to this transaction, which decides send by send.
 */
import { formatMicros } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { debitLocked, lockBalances, type LockedDebit } from '../billing/index.js';
import { RerunWithout, type AcceptorJob, type JobOutcome } from './acceptor.js';
import { capExceeded, type DailyCap } from './daily-caps.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { StaleReadError, staleScopes, type Stamp } from '../send-cache/index.js';
import { chargeWhereCovered } from './group-charge.js';
import { SendRejection } from './rejection.js';
import * as repo from './repo.js';
import type { SendCompanion, SendResult } from './types.js';

/** Thrown (as a job's outcome) when a concurrent request with the same Idempotency-Key committed first. */
export class IdempotencyRaceError extends Error {
  override name = 'IdempotencyRaceError';
}

/** Everything one accepted send writes, worked out before the transaction. */
export interface SendJob extends AcceptorJob {
  at: Date;
  totalMicros: bigint;
  /** The daily caps that apply, and the start of the day they count from. */
  caps: DailyCap[];
  dayStart: Date;
  batch: repo.NewBatch;
  messages: repo.NewMessages;
  /** The answer without the balance, which only the group's decision knows. */
  result: Omit<SendResult, 'balance'>;
  idempotency?: { key: string; requestHash: string };
  /** The generations the send's cached reads were made at (none for the console's own reads). */
  stamps?: readonly Stamp[];
  /** Rows another module writes with the send (the Verify API's start), right after it in step 3. */
  companion?: SendCompanion;
}

export interface Accepted {
  job: SendJob;
  answer: SendResult;
  /** The JSON text stored under the Idempotency-Key: the answer the client is told, byte for byte. */
  storedResponse?: string;
  debit?: LockedDebit;
}

const idempotencyId = (accountId: string, key: string) => `${accountId}\u0000${key}`;

/** Step 2: today's message count of each account that has a cap, per (account, day start). */
async function countToday(tx: Database, jobs: readonly SendJob[]): Promise<Map<string, number>> {
  const queries = new Map<string, { accountId: string; since: Date }>();
  for (const job of jobs) {
    if (job.caps.length === 0 || job.totalMicros <= 0n) continue;
    queries.set(`${job.accountId}@${job.dayStart.getTime()}`, {
      accountId: job.accountId,
      since: job.dayStart,
    });
  }
  const keys = [...queries.keys()];
  const counts = await repo.countMessagesSinceEach(tx, [...queries.values()]);
  return new Map(keys.map((key, i) => [key, counts[i]!]));
}

/**
 * Step 0, before any lock: sends whose cached reads (the key, the account, the prices) a committed change has
 * overtaken are refused with StaleReadError, and the API reads again (api-caller.ts). This statement starts
 * after every request of the group arrived, so it sees every change committed before any of them.
 */
async function refuseOvertaken(
  tx: Database,
  jobs: SendJob[],
  outcomes: Map<SendJob, JobOutcome<SendResult>>,
): Promise<SendJob[]> {
  const stale = await staleScopes(
    tx,
    jobs.flatMap((job) => job.stamps ?? []),
  );
  if (stale.size === 0) return jobs;
  return jobs.filter((job) => {
    const scopes = (job.stamps ?? []).filter((stamp) => stale.has(stamp.scope)).map((stamp) => stamp.scope);
    if (scopes.length === 0) return true;
    outcomes.set(job, { ok: false, error: new StaleReadError(scopes) });
    return false;
  });
}

/** Two sends with one Idempotency-Key in one group: the first wins, as if it had committed first. */
export function refuseRepeatedKeys(
  jobs: SendJob[],
  outcomes: Map<SendJob, JobOutcome<SendResult>>,
): SendJob[] {
  const claimed = new Set<string>();
  return jobs.filter((job) => {
    if (!job.idempotency) return true;
    const id = idempotencyId(job.accountId, job.idempotency.key);
    if (!claimed.has(id)) return claimed.add(id);
    outcomes.set(job, { ok: false, error: new IdempotencyRaceError() });
    return false;
  });
}

/**
 * The JSON text stored under the send's Idempotency-Key, either side of its balance: the answer's envelope in
 * the response schema's key order — what `JSON.stringify(ok(answer))` writes, so a replay is the very text
 * first sent — with the balance, which only the charge knows, left out (a plain decimal, nothing to escape).
 */
export function answerAroundBalance(job: SendJob): repo.AnswerAroundBalance {
  const { batchId, messages, cost, currency, dropped } = job.result;
  const data = { batchId, messages, cost, currency, balance: '' };
  // It ends `"balance":""}}`: the head stops inside the balance's quotes, and `dropped` follows them.
  const head = JSON.stringify({ code: 0, msg: 'success', data }).slice(0, -3);
  return { head, tail: `","dropped":${JSON.stringify(dropped)}}}` };
}

export function acceptedWith(job: SendJob, after: bigint, debit?: LockedDebit): Accepted {
  const balance = formatMicros(after);
  // In the response schema's key order, so the stored idempotent answer is the very text first sent.
  const answer: SendResult = {
    batchId: job.result.batchId,
    messages: job.result.messages,
    cost: job.result.cost,
    currency: job.result.currency,
    balance,
    dropped: job.result.dropped,
  };
  const around = job.idempotency && answerAroundBalance(job);
  return { job, answer, debit, storedResponse: around && around.head + balance + around.tail };
}

/**
 * Steps 1–3 for the sends the fast path left: lock their balances, count today's messages where a cap
 * applies, and decide in the group's order — each send sees the balance and the day's count its
 * predecessors left — then charge what was accepted.
 */
async function decideUnderLock(
  tx: Database,
  jobs: SendJob[],
  outcomes: Map<SendJob, JobOutcome<SendResult>>,
): Promise<Accepted[]> {
  if (jobs.length === 0) return [];
  const accountIds = [...new Set(jobs.map((job) => job.accountId))].sort();
  const locked = await lockBalances(tx, accountIds);
  const balances = new Map(locked.map((row) => [row.accountId, row]));
  const sentToday = await countToday(tx, jobs);
  const balanceOf = new Map(locked.map((row) => [row.accountId, row.balanceMicros]));
  const acceptedToday: { accountId: string; at: Date; count: number }[] = [];
  const accepted: Accepted[] = [];
  for (const job of jobs) {
    const balance = balanceOf.get(job.accountId);
    let debit: LockedDebit | undefined;
    if (job.totalMicros > 0n) {
      // A missing account has nothing to pay with: the same 1011 a lone debit answered.
      if (balance === undefined || balance < job.totalMicros) {
        outcomes.set(job, { ok: false, error: new SendRejection({ kind: 'insufficientBalance' }) });
        continue;
      }
      if (job.caps.length > 0) {
        const earlier = acceptedToday
          .filter((a) => a.accountId === job.accountId && a.at.getTime() >= job.dayStart.getTime())
          .reduce((sum, a) => sum + a.count, 0);
        const counted = sentToday.get(`${job.accountId}@${job.dayStart.getTime()}`)! + earlier;
        const refusal = capExceeded(job.caps, counted, job.messageCount, job.at);
        if (refusal) {
          outcomes.set(job, { ok: false, error: refusal });
          continue;
        }
      }
      debit = {
        accountId: job.accountId,
        amountMicros: job.totalMicros,
        beforeMicros: balance,
        currency: balances.get(job.accountId)!.currency,
        productId: job.batch.id,
        at: job.at,
      };
    }
    const after = (balance ?? 0n) - (debit?.amountMicros ?? 0n);
    if (balance !== undefined) balanceOf.set(job.accountId, after);
    acceptedToday.push({ accountId: job.accountId, at: job.at, count: job.messageCount });
    accepted.push(acceptedWith(job, after, debit));
  }
  await debitLocked(
    tx,
    accepted.flatMap((a) => (a.debit ? [a.debit] : [])),
  );
  return accepted;
}

export async function writeSendGroup(tx: Database, group: SendJob[]): Promise<JobOutcome<SendResult>[]> {
  const outcomes = new Map<SendJob, JobOutcome<SendResult>>();
  const jobs = refuseRepeatedKeys(await refuseOvertaken(tx, group, outcomes), outcomes);
  const charged = await chargeWhereCovered(tx, jobs);
  const accepted = [
    ...jobs.flatMap((job) => (charged.has(job) ? [acceptedWith(job, charged.get(job)!)] : [])),
    ...(await decideUnderLock(
      tx,
      jobs.filter((job) => !charged.has(job)),
      outcomes,
    )),
  ];
  // Step 4: everything accepted besides money, in one statement.
  const recorded = await repo.insertAcceptedSends(
    tx,
    accepted.map((a) => ({
      batch: { ...a.job.batch, messageCount: a.job.messageCount },
      messages: a.job.messages,
      idempotency: a.job.idempotency && { ...a.job.idempotency, response: a.storedResponse! },
    })),
    IDEMPOTENCY_TTL_MS,
  );
  refuseLostRaces(accepted, recorded);
  await writeCompanions(
    tx,
    accepted.map((a) => a.job),
  );
  for (const a of accepted) outcomes.set(a.job, { ok: true, value: a.answer });
  return group.map((job) => outcomes.get(job)!);
}

/**
 * Step 3's companions (the Verify API's starts): one call per writer for the group's accepted sends. One that
 * refuses its send (a full window) has the group rolled back and rerun without that send, as a lost race does.
 */
async function writeCompanions(tx: Database, jobs: readonly SendJob[]): Promise<void> {
  const byWriter = new Map<SendCompanion['write'], SendJob[]>();
  for (const job of jobs) {
    if (!job.companion) continue;
    const owners = byWriter.get(job.companion.write) ?? [];
    owners.push(job);
    byWriter.set(job.companion.write, owners);
  }
  const refused = new Map<SendJob, unknown>();
  for (const [write, owners] of byWriter) {
    const answers = await write(
      tx,
      owners.map((job) => job.companion!),
    );
    owners.forEach((job, i) => {
      if (answers[i] !== null && answers[i] !== undefined) refused.set(job, answers[i]);
    });
  }
  if (refused.size > 0) throw new RerunWithout(refused);
}

/**
 * A key recorded since the request checked it (another group or process won the race) is not overwritten:
 * the group is rolled back and rerun without that send, which answers what the winner answered
 * (api-routes.ts replays it).
 */
function refuseLostRaces(
  accepted: readonly Accepted[],
  recorded: readonly { accountId: string; key: string }[],
) {
  const won = new Set(recorded.map((row) => idempotencyId(row.accountId, row.key)));
  const lost = accepted.filter(
    (a) => a.job.idempotency && !won.has(idempotencyId(a.job.accountId, a.job.idempotency.key)),
  );
  if (lost.length > 0) throw new RerunWithout(new Map(lost.map((a) => [a.job, new IdempotencyRaceError()])));
}
