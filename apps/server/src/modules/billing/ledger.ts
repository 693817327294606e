/**
 * The one owner of balance changes (docs/messaging-engine.md, Money). Each change is one conditional UPDATE of
 * the balance plus its ledger row, written with the caller's transaction handle so the change commits or rolls
 * back with the rest of the caller's work (a batch and its messages, a message's failed status). A balance
 * therefore never goes negative and always equals the sum of its ledger.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { LedgerType } from '../../db/schema/index.js';
import { newTransactionId } from '../../lib/ids.js';
import {
  addToBalance,
  coveredChargeCtes,
  insertLedgerEntry,
  lockBalances,
  subtractAndRecord,
  subtractCoveredAndRecord,
  type CoveredEntry,
  type NewLedgerEntry,
} from './repo.js';

export interface LedgerChange {
  /** The ledger entry's public id (TX…). */
  transactionId: string;
  /** The balance after the change. */
  balanceMicros: bigint;
  currency: string;
}

export class AccountMissingError extends Error {
  override name = 'AccountMissingError';
}

function requirePositive(amountMicros: bigint, what: string): void {
  if (amountMicros <= 0n) throw new RangeError(`${what} must be a positive amount, got ${amountMicros}`);
}

async function applyChange(
  tx: Database,
  entry: {
    accountId: string;
    type: LedgerType;
    amountMicros: bigint;
    productType: 'sms' | 'voice' | null;
    productId: string | null;
    paymentMethod: string | null;
    at: Date;
  },
): Promise<LedgerChange | null> {
  const after = await addToBalance(tx, entry.accountId, entry.amountMicros);
  if (!after) return null;
  const transactionId = newTransactionId(entry.at);
  await insertLedgerEntry(tx, {
    transactionId,
    accountId: entry.accountId,
    type: entry.type,
    amountMicros: entry.amountMicros,
    currency: after.currency,
    beforeMicros: after.balanceMicros - entry.amountMicros,
    afterMicros: after.balanceMicros,
    productType: entry.productType,
    productId: entry.productId,
    paymentMethod: entry.paymentMethod,
    confirmedAt: entry.at,
  });
  return { transactionId, balanceMicros: after.balanceMicros, currency: after.currency };
}

/**
 * Charges a send: a CONSUME entry for `productId` (the batch id). Null when the balance does not cover it
 * (1011 / console 3001) — then nothing was written and the caller writes nothing else for that send.
 */
export async function debit(
  tx: Database,
  input: {
    accountId: string;
    amountMicros: bigint;
    productId: string;
    at: Date;
    productType?: 'sms' | 'voice';
  },
): Promise<LedgerChange | null> {
  requirePositive(input.amountMicros, 'a debit');
  return applyChange(tx, {
    accountId: input.accountId,
    type: 'CONSUME',
    amountMicros: -input.amountMicros,
    productType: input.productType ?? 'sms',
    productId: input.productId,
    paymentMethod: null,
    at: input.at,
  });
}

export { lockBalances };

export interface LockedDebit {
  accountId: string;
  /** Positive: what the send costs. */
  amountMicros: bigint;
  /** The balance before this debit, as the caller worked it out from `lockBalances` and earlier debits. */
  beforeMicros: bigint;
  currency: string;
  productId: string;
  at: Date;
}

/**
 * Charges a group of sends in one statement, the balances' UPDATE with the ledger INSERT (the acceptor's
 * group writer). The caller has locked the balances with `lockBalances` in this transaction and decided, in
 * order, which debits the balances cover; each debit's `beforeMicros` chains on the previous one of its
 * account. The UPDATE still only applies where the balance covers the total, and every account must end
 * exactly where the chain of befores and afters says — otherwise this throws and the caller's transaction
 * must roll back. The ledger entries' transaction ids, in the order given.
 */
export async function debitLocked(tx: Database, debits: readonly LockedDebit[]): Promise<string[]> {
  const totals = new Map<string, bigint>();
  const expectedAfter = new Map<string, bigint>();
  for (const d of debits) {
    requirePositive(d.amountMicros, 'a debit');
    totals.set(d.accountId, (totals.get(d.accountId) ?? 0n) + d.amountMicros);
    const previous = expectedAfter.get(d.accountId);
    if (previous !== undefined && previous !== d.beforeMicros) {
      throw new RangeError(`debits of ${d.accountId} do not chain: ${previous} then ${d.beforeMicros}`);
    }
    expectedAfter.set(d.accountId, d.beforeMicros - d.amountMicros);
  }
  const entries: NewLedgerEntry[] = debits.map((d) => ({
    transactionId: newTransactionId(d.at),
    accountId: d.accountId,
    type: 'CONSUME',
    amountMicros: -d.amountMicros,
    currency: d.currency,
    beforeMicros: d.beforeMicros,
    afterMicros: d.beforeMicros - d.amountMicros,
    productType: 'sms',
    productId: d.productId,
    paymentMethod: null,
    confirmedAt: d.at,
  }));
  const changed = await subtractAndRecord(
    tx,
    [...totals].map(([accountId, amountMicros]) => ({ accountId, amountMicros })),
    entries,
  );
  const mismatch =
    changed.length !== totals.size ||
    changed.some((row) => expectedAfter.get(row.accountId) !== row.balanceMicros);
  if (mismatch) throw new Error('group debit does not match the locked balances');
  return entries.map((e) => e.transactionId);
}

export type UnlockedDebit = Omit<LockedDebit, 'beforeMicros' | 'currency'>;

/** What `debitWhereCovered` writes: each account's total, and each debit's entry with its offset in it. */
function coveredDebits(debits: readonly UnlockedDebit[]) {
  const totals = new Map<string, bigint>();
  const entries: CoveredEntry[] = debits.map((d) => {
    requirePositive(d.amountMicros, 'a debit');
    const offset = totals.get(d.accountId) ?? 0n;
    totals.set(d.accountId, offset + d.amountMicros);
    return {
      transactionId: newTransactionId(d.at),
      accountId: d.accountId,
      type: 'CONSUME',
      amountMicros: -d.amountMicros,
      offsetMicros: offset,
      productType: 'sms',
      productId: d.productId,
      paymentMethod: null,
      confirmedAt: d.at,
    };
  });
  const accountTotals = [...totals]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([accountId, amountMicros]) => ({ accountId, amountMicros }));
  return { totals, accountTotals, entries };
}

/**
 * Charges a group of sends without a lock taken beforehand (the group writer's fast path): ONE statement locks
 * the accounts in account order, takes each account's total where the balance covers it, and records the
 * entries — so the balance row is held from it to the commit only. An account whose balance does not cover its
 * whole total is left untouched (the caller decides its debits one by one under `lockBalances`). Answers, per
 * debit in the order given, the balance after it, or undefined when its account was left untouched.
 */
export async function debitWhereCovered(
  tx: Database,
  debits: readonly UnlockedDebit[],
): Promise<(bigint | undefined)[]> {
  const { totals, accountTotals, entries } = coveredDebits(debits);
  const taken = await subtractCoveredAndRecord(tx, accountTotals, entries);
  const afterTotal = new Map(taken.map((row) => [row.accountId, row.balanceMicros]));
  return debits.map((d, i) => {
    const after = afterTotal.get(d.accountId);
    return after === undefined
      ? undefined
      : after + totals.get(d.accountId)! - entries[i]!.offsetMicros - d.amountMicros;
  });
}

/**
 * `debitWhereCovered` as CTEs of a statement of the caller's own (the send API's group written at once,
 * modules/sending): `charged(id, balance_micros, currency, total)` holds the accounts whose total was taken and
 * `charge_entries(account_id, product_id, after_micros)` the debits recorded, each with the balance after it.
 * The caller's statement must fail unless `charged` has `accounts` rows — every account covered — or the
 * debits it wrote are not the ones asked for.
 */
export function debitWhereCoveredCtes(debits: readonly UnlockedDebit[]): { ctes: SQL; accounts: number } {
  const { accountTotals, entries } = coveredDebits(debits);
  return { ctes: coveredChargeCtes(accountTotals, entries), accounts: accountTotals.length };
}

/**
 * Gives back the charge of a message that never reached a carrier: a REFUNDED entry with the message id.
 * Exactly-once is the caller's status transition (only the UPDATE that moves the message to `failed` calls
 * this, in its transaction); a message that cost nothing (a platform message) needs no entry: null.
 */
export async function refund(
  tx: Database,
  input: { accountId: string; messageId: string; amountMicros: bigint; at: Date },
): Promise<LedgerChange | null> {
  if (input.amountMicros === 0n) return null;
  requirePositive(input.amountMicros, 'a refund');
  return requireAccount(
    await applyChange(tx, {
      accountId: input.accountId,
      type: 'REFUNDED',
      amountMicros: input.amountMicros,
      productType: 'sms',
      productId: input.messageId,
      paymentMethod: null,
      at: input.at,
    }),
    input.accountId,
  );
}

/**
 * Adds money: a RECHARGE entry. `paymentMethod` says where it came from ('trial', 'operator', a payment
 * provider); `productId` the payment or grant it records, when there is one.
 */
export async function recharge(
  tx: Database,
  input: { accountId: string; amountMicros: bigint; paymentMethod: string; productId?: string; at: Date },
): Promise<LedgerChange> {
  requirePositive(input.amountMicros, 'a recharge');
  return requireAccount(
    await applyChange(tx, {
      accountId: input.accountId,
      type: 'RECHARGE',
      amountMicros: input.amountMicros,
      productType: null,
      productId: input.productId ?? null,
      paymentMethod: input.paymentMethod,
      at: input.at,
    }),
    input.accountId,
  );
}

/**
 * Takes back a paid recharge (an operator's order refund): a REFUNDED entry of minus `amountMicros` with the
 * order id. Null when the balance does not cover it — a refund never takes a balance below zero — and then
 * nothing was written. Exactly-once is the caller's order transition, in the same transaction.
 */
export async function reverseRecharge(
  tx: Database,
  input: { accountId: string; amountMicros: bigint; orderId: string; paymentMethod: string; at: Date },
): Promise<LedgerChange | null> {
  requirePositive(input.amountMicros, 'a recharge refund');
  return applyChange(tx, {
    accountId: input.accountId,
    type: 'REFUNDED',
    amountMicros: -input.amountMicros,
    productType: null,
    productId: input.orderId,
    paymentMethod: input.paymentMethod,
    at: input.at,
  });
}

const TRIAL_PAYMENT_METHOD = 'trial';

/** The trial credit of a new account (TRIAL_CREDIT), in the transaction that creates it; none when 0. */
export async function grantTrialCredit(
  tx: Database,
  input: { accountId: string; amountMicros: bigint; at: Date },
): Promise<LedgerChange | null> {
  if (input.amountMicros === 0n) return null;
  return recharge(tx, { ...input, paymentMethod: TRIAL_PAYMENT_METHOD });
}

function requireAccount(change: LedgerChange | null, accountId: string): LedgerChange {
  if (!change) throw new AccountMissingError(`no account ${accountId}`);
  return change;
}
