/**
 * The two statements every balance change is made of: a conditional UPDATE of `accounts.balance_micros` and
 * the ledger row recording it. Only the ledger module calls these, always inside one transaction.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, ledgerEntries, type LedgerType } from '../../db/schema/index.js';

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
