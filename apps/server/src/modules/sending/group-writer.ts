/**
 * Writes a group of accepted sends set-based (docs/messaging-engine.md, Acceptance): a handful of statements
 * whatever the group's size —
 *   1. lock the balances of the group's accounts, in account order (`SELECT … FOR UPDATE`);
 *   2. when a daily cap applies to any send, count today's messages of those accounts;
 *   3. decide in JS, in the group's order, which sends are accepted (the balance covers the cost and never goes
 *      negative; the caps hold) — the rest are refused as a lone send would be (1011, the daily limits);
 *   4. write everything accepted in two statements of data-modifying CTEs, one table each: the balances with
 *      their ledger entries (billing), then the idempotency records, batches, messages and their first events
 *      — a lost idempotency race asks the acceptor to roll back and rerun the group without that send.
 * Fewer round trips matter most while the account rows are locked: that is how long the next group of the
 * same account waits.
 * The acceptor calls it with the jobs sorted by account, and with a single job when it falls back to writing
 * them one by one.
 */
import { formatMicros } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { debitLocked, lockBalances, type LockedDebit } from '../billing/index.js';
import { RerunWithout, type AcceptorJob, type JobOutcome } from './acceptor.js';
import { capExceeded, type DailyCap } from './daily-caps.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { SendRejection } from './rejection.js';
import * as repo from './repo.js';
import type { SendResult } from './types.js';

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
}

interface Accepted {
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

export async function writeSendGroup(tx: Database, jobs: SendJob[]): Promise<JobOutcome<SendResult>[]> {
  const accountIds = [...new Set(jobs.map((job) => job.accountId))].sort();
  const locked = await lockBalances(tx, accountIds);
  const balances = new Map(locked.map((row) => [row.accountId, row]));
  const sentToday = await countToday(tx, jobs);

  // Step 3, in the group's order: each send sees the balance and the day's count its predecessors left.
  const balanceOf = new Map(locked.map((row) => [row.accountId, row.balanceMicros]));
  const acceptedToday: { accountId: string; at: Date; count: number }[] = [];
  const claimedKeys = new Set<string>();
  const outcomes = new Map<SendJob, JobOutcome<SendResult>>();
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
    if (job.idempotency) {
      // Two requests with one key in one group: the first wins, as if it had committed first.
      const id = idempotencyId(job.accountId, job.idempotency.key);
      if (claimedKeys.has(id)) {
        outcomes.set(job, { ok: false, error: new IdempotencyRaceError() });
        continue;
      }
      claimedKeys.add(id);
    }
    const after = (balance ?? 0n) - (debit?.amountMicros ?? 0n);
    if (balance !== undefined) balanceOf.set(job.accountId, after);
    acceptedToday.push({ accountId: job.accountId, at: job.at, count: job.messageCount });
    // In the response schema's key order, so the stored idempotent answer is the very text first sent.
    const answer: SendResult = {
      batchId: job.result.batchId,
      messages: job.result.messages,
      cost: job.result.cost,
      currency: job.result.currency,
      balance: formatMicros(after),
      dropped: job.result.dropped,
    };
    accepted.push({
      job,
      answer,
      debit,
      storedResponse: job.idempotency ? JSON.stringify({ code: 0, msg: 'success', data: answer }) : undefined,
    });
  }

  await debitLocked(
    tx,
    accepted.flatMap((a) => (a.debit ? [a.debit] : [])),
  );
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
  for (const a of accepted) outcomes.set(a.job, { ok: true, value: a.answer });
  return jobs.map((job) => outcomes.get(job)!);
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
