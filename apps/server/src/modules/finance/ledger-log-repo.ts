/**
 * The recharge and usage logs read straight from the ledger (the one record of every balance change), newest
 * first by (confirmed_at, id) with a keyset condition — the order of `ledger_account_confirmed_idx`. A
 * recharge's status is REFUNDED once the order it paid for was refunded.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LedgerEntryType, RechargeStatus } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/sql-rows.js';

export interface LedgerCursor {
  confirmedKey: string;
  id: number;
}

export interface LedgerLogRow {
  id: number;
  confirmedKey: string;
  transactionId: string;
  accountId: string;
  type: LedgerEntryType;
  amountMicros: bigint;
  currency: string;
  beforeMicros: bigint;
  afterMicros: bigint;
  productType: 'sms' | 'voice' | null;
  productId: string | null;
  paymentMethod: string | null;
  confirmedAt: Date;
  /** The order a RECHARGE paid for, and whether it was refunded since. */
  orderId: string | null;
  rechargeStatus: RechargeStatus;
}

interface RawRow {
  id: string;
  confirmed_key: string;
  confirmed_ms: number;
  transaction_id: string;
  account_id: string;
  type: LedgerEntryType;
  amount_micros: string;
  currency: string;
  before_micros: string;
  after_micros: string;
  product_type: 'sms' | 'voice' | null;
  product_id: string | null;
  payment_method: string | null;
  order_id: string | null;
  order_status: string | null;
}

export interface LedgerQuery {
  accountId: string;
  since?: Date;
  until?: Date;
  types?: readonly LedgerEntryType[];
  rechargeStatus?: RechargeStatus;
  after?: LedgerCursor;
  limit: number;
}

export async function listLedger(db: Database, query: LedgerQuery): Promise<LedgerLogRow[]> {
  const conditions: SQL[] = [sql`l.account_id = ${query.accountId}`];
  if (query.since) conditions.push(sql`l.confirmed_at >= ${query.since.toISOString()}::timestamptz`);
  if (query.until) conditions.push(sql`l.confirmed_at < ${query.until.toISOString()}::timestamptz`);
  if (query.types && query.types.length > 0) {
    conditions.push(
      sql`l.type in (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (query.rechargeStatus === 'REFUNDED') conditions.push(sql`o.status = 'refunded'`);
  if (query.rechargeStatus === 'SUCCESS') conditions.push(sql`o.status is distinct from 'refunded'`);
  if (query.after) {
    conditions.push(
      sql`(l.confirmed_at, l.id) < (${query.after.confirmedKey}::timestamptz, ${query.after.id}::bigint)`,
    );
  }
  const rows = await queryRows<RawRow>(
    db,
    sql`select l.id::text as id, l.confirmed_at::text as confirmed_key,
          (extract(epoch from l.confirmed_at) * 1000)::float8 as confirmed_ms,
          l.transaction_id, l.account_id, l.type, l.amount_micros::text as amount_micros, l.currency,
          l.before_micros::text as before_micros, l.after_micros::text as after_micros, l.product_type,
          l.product_id, l.payment_method, o.id as order_id, o.status as order_status
        from ledger_entries l
        left join payment_orders o on l.type = 'RECHARGE' and o.id = l.product_id
        where ${sql.join(conditions, sql` and `)}
        order by l.confirmed_at desc, l.id desc
        limit ${query.limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    confirmedKey: row.confirmed_key,
    transactionId: row.transaction_id,
    accountId: row.account_id,
    type: row.type,
    amountMicros: BigInt(row.amount_micros),
    currency: row.currency,
    beforeMicros: BigInt(row.before_micros),
    afterMicros: BigInt(row.after_micros),
    productType: row.product_type,
    productId: row.product_id,
    paymentMethod: row.payment_method,
    confirmedAt: new Date(row.confirmed_ms),
    orderId: row.order_id,
    rechargeStatus: row.order_status === 'refunded' ? 'REFUNDED' : 'SUCCESS',
  }));
}
