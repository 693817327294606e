/**
 * The two statements every balance change is made of: a conditional UPDATE of `accounts.balance_micros` and
 * the ledger row recording it, and their set-based forms for a group of debits (one statement each, whatever
 * the group's size). Only the ledger module calls these, always inside one transaction.
 */
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, ledgerEntries, type LedgerType } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';

export interface BalanceAfter {
  balanceMicros: bigint;
  currency: string;
}

/**
 * Adds `deltaMicros` (negative for a debit) to the balance. A debit only applies while the balance covers it,
 * so two concurrent debits cannot both pass a check made before either wrote: the row lock of the UPDATE
 * serialises them and the second re-evaluates the condition. Undefined when nothing was changed (the account
 * is missing, or the balance does not cover the debit).
 */
export async function addToBalance(
  db: Database,
  accountId: string,
  deltaMicros: bigint,
): Promise<BalanceAfter | undefined> {
  const covered = deltaMicros < 0n ? gte(accounts.balanceMicros, -deltaMicros) : undefined;
  const [row] = await db
    .update(accounts)
    .set({ balanceMicros: sql`${accounts.balanceMicros} + ${deltaMicros.toString()}::bigint` })
    .where(and(eq(accounts.id, accountId), covered))
    .returning({ balanceMicros: accounts.balanceMicros, currency: accounts.currency });
  return row;
}

export interface NewLedgerEntry {
  transactionId: string;
  accountId: string;
  type: LedgerType;
  amountMicros: bigint;
  currency: string;
  beforeMicros: bigint;
  afterMicros: bigint;
  productType: 'sms' | 'voice' | null;
  productId: string | null;
  paymentMethod: string | null;
  confirmedAt: Date;
}

export async function insertLedgerEntry(db: Database, entry: NewLedgerEntry): Promise<void> {
  await db.insert(ledgerEntries).values(entry);
}

export async function findBalance(db: Database, accountId: string): Promise<BalanceAfter | undefined> {
  const [row] = await db
    .select({ balanceMicros: accounts.balanceMicros, currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** The sum of an account's ledger, which must always equal its balance (ARCHITECTURE invariants). */
export async function sumLedger(db: Database, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMicros}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return BigInt(row?.total ?? '0');
}

export interface LockedBalance extends BalanceAfter {
  accountId: string;
}

/**
 * Locks the balances of `accountIds` for the rest of the transaction, in account order (the order every
 * writer locks them in, so two group transactions cannot deadlock on each other), in one statement.
 */
export async function lockBalances(db: Database, accountIds: readonly string[]): Promise<LockedBalance[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: accounts.id, balanceMicros: accounts.balanceMicros, currency: accounts.currency })
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]))
    .orderBy(accounts.id)
    .for('update');
}

/**
 * Subtracts each account's total and inserts the ledger entries recording it, in ONE statement (a
 * data-modifying CTE). The UPDATE still only applies where the balance covers the total; the accounts whose
 * balance changed, with the balance after — the caller checks them against its entries and rolls back on any
 * difference.
 */
export async function subtractAndRecord(
  db: Database,
  totals: readonly { accountId: string; amountMicros: bigint }[],
  entries: readonly NewLedgerEntry[],
): Promise<{ accountId: string; balanceMicros: bigint }[]> {
  if (totals.length === 0) return [];
  const column = <T>(pick: (entry: NewLedgerEntry) => T) => sql.param(entries.map(pick));
  const rows = await queryRows<{ accountId: string; balanceMicros: string }>(
    db,
    sql`with changed as (
          update accounts a set balance_micros = a.balance_micros - u.amount
          from unnest(${sql.param(totals.map((t) => t.accountId))}::text[],
                      ${sql.param(totals.map((t) => t.amountMicros.toString()))}::bigint[]) as u(id, amount)
          where a.id = u.id and a.balance_micros >= u.amount
          returning a.id, a.balance_micros
        ),
        recorded as (
          insert into ledger_entries (transaction_id, account_id, type, amount_micros, currency, before_micros,
            after_micros, product_type, product_id, payment_method, confirmed_at)
          select * from unnest(
            ${column((e) => e.transactionId)}::text[], ${column((e) => e.accountId)}::text[],
            ${column((e) => e.type)}::text[], ${column((e) => e.amountMicros.toString())}::bigint[],
            ${column((e) => e.currency)}::text[], ${column((e) => e.beforeMicros.toString())}::bigint[],
            ${column((e) => e.afterMicros.toString())}::bigint[], ${column((e) => e.productType)}::text[],
            ${column((e) => e.productId)}::text[], ${column((e) => e.paymentMethod)}::text[],
            ${column((e) => e.confirmedAt.toISOString())}::timestamptz[])
        )
        select id as "accountId", balance_micros::text as "balanceMicros" from changed`,
  );
  return rows.map((row) => ({ accountId: row.accountId, balanceMicros: BigInt(row.balanceMicros) }));
}

export type CoveredEntry = Omit<NewLedgerEntry, 'beforeMicros' | 'afterMicros' | 'currency'> & {
  /** The amounts of the entries of its account before it in the list. */
  offsetMicros: bigint;
};

/**
 * The CTEs of `subtractCoveredAndRecord`, for a statement of the caller's own (the send API writes a whole
 * group in one): `charged(id, balance_micros, currency, total)`, the accounts whose total was taken with the
 * balance after it, and `charge_entries(account_id, product_id, after_micros)`, the ledger entries recorded.
 * `totals` must be in account order (the order every writer locks balances in).
 */
export function coveredChargeCtes(
  totals: readonly { accountId: string; amountMicros: bigint }[],
  entries: readonly CoveredEntry[],
): SQL {
  const column = <T>(pick: (entry: CoveredEntry) => T) => sql.param(entries.map(pick));
  const ids = sql.param(totals.map((t) => t.accountId));
  const amounts = sql.param(totals.map((t) => t.amountMicros.toString()));
  return sql`charge_totals as (select * from unnest(${ids}::text[], ${amounts}::bigint[]) as t(id, total)),
        charge_locked as materialized (
          select a.id from accounts a where a.id in (select id from charge_totals) order by a.id for no key update
        ),
        charged as (
          update accounts a set balance_micros = a.balance_micros - t.total
          from charge_totals t join charge_locked l on l.id = t.id
          where a.id = t.id and a.balance_micros >= t.total
          returning a.id, a.balance_micros, a.currency, t.total
        ),
        charge_entries as (
          insert into ledger_entries (transaction_id, account_id, type, amount_micros, currency, before_micros,
            after_micros, product_type, product_id, payment_method, confirmed_at)
          select e.transaction_id, e.account_id, e.type, e.amount, c.currency,
                 c.balance_micros + c.total - e.offset_micros,
                 c.balance_micros + c.total - e.offset_micros + e.amount,
                 e.product_type, e.product_id, e.payment_method, e.confirmed_at
          from unnest(
            ${column((e) => e.transactionId)}::text[], ${column((e) => e.accountId)}::text[],
            ${column((e) => e.type)}::text[], ${column((e) => e.amountMicros.toString())}::bigint[],
            ${column((e) => e.offsetMicros.toString())}::bigint[], ${column((e) => e.productType)}::text[],
            ${column((e) => e.productId)}::text[], ${column((e) => e.paymentMethod)}::text[],
            ${column((e) => e.confirmedAt.toISOString())}::timestamptz[])
            as e(transaction_id, account_id, type, amount, offset_micros, product_type, product_id,
                 payment_method, confirmed_at)
          join charged c on c.id = e.account_id
          returning account_id, product_id, after_micros
        )`;
}

/**
 * Locks the accounts' balances in account order and subtracts each total where it is covered, recording the
 * ledger entries of the accounts it was taken from — ONE statement (data-modifying CTEs), so the balance row is
 * held from this statement to the commit and no longer. An entry's before is worked out from the balance the
 * UPDATE left: the balance after its account's total, plus the total, minus the amounts before it (`offset`).
 * Answers the accounts whose total was taken, with the balance after it; the others are untouched.
 */
export async function subtractCoveredAndRecord(
  db: Database,
  totals: readonly { accountId: string; amountMicros: bigint }[],
  entries: readonly CoveredEntry[],
): Promise<{ accountId: string; balanceMicros: bigint; currency: string }[]> {
  if (totals.length === 0) return [];
  const rows = await queryRows<{ accountId: string; balanceMicros: string; currency: string }>(
    db,
    sql`with ${coveredChargeCtes(totals, entries)}
        select id as "accountId", balance_micros::text as "balanceMicros", currency from charged`,
  );
  return rows.map((row) => ({ ...row, balanceMicros: BigInt(row.balanceMicros) }));
}

/**
 * SQL: `micros` (a bigint expression) as `formatMicros` of @beacon/shared writes it with its two fraction
 * digits at least — for a text a statement builds itself (the stored answer of a send, with its balance).
 * billing/ledger.test.ts compares the two.
 */
export function formatMicrosSql(micros: SQL): SQL {
  const fraction = sql`lpad((abs(${micros}) % 1000000)::text, 6, '0')`;
  return sql`(case when ${micros} < 0 then '-' else '' end || (abs(${micros}) / 1000000)::text || '.'
              || left(${fraction}, greatest(2, length(rtrim(${fraction}, '0')))))`;
}
