/**
 * Seeds the partitioned `messages` table for the log-query scenario with INSERT … SELECT generate_series:
 * ten accounts (one holding 60 % of the traffic, the one the queries read), 180 days of monthly partitions,
 * 3 % inbound, a realistic spread of statuses and countries (a message is `sent`, awaiting its receipt, only in
 * the last 3 days, as the receipt expiry leaves it), a pool of 500,000 numbers per country.
 * Values come from hashes of the row number, so every run seeds the same rows. The secondary indexes are
 * dropped during a load and rebuilt after it (how a bulk load is done), then the table is vacuumed and analyzed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.js';
import { ensureMessagePartitions } from '../apps/server/src/db/partitions.js';
import { queryRows } from '../apps/server/src/db/sql-rows.js';
import { createTestAccount } from '../apps/server/src/testing/engine-fixtures.js';
import { progress } from './progress.js';

const SEED_DAYS = 180;
const ACCOUNT_COUNT = 10;
const CHUNK_ROWS = 500_000;

export interface SeededLog {
  /** The account with 60 % of the messages. */
  accountId: string;
  accountIds: string[];
  /** Time span of the messages. */
  from: Date;
  to: Date;
  rows: number;
}

export async function createSeedAccounts(db: Database, to: Date): Promise<SeededLog> {
  const from = new Date(to.getTime() - SEED_DAYS * 86_400_000);
  const first = await createTestAccount(db, { balance: '0' });
  const [org] = await queryRows<{ organisation_id: string }>(
    db,
    sql`select organisation_id from accounts where id = ${first.id}`,
  );
  const accountIds = [first.id];
  for (let i = 1; i < ACCOUNT_COUNT; i++) {
    accountIds.push((await createTestAccount(db, { balance: '0', organisationId: org!.organisation_id })).id);
  }
  for (
    let month = new Date(from);
    month <= to;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    await ensureMessagePartitions(db, month);
  }
  return { accountId: first.id, accountIds, from, to, rows: 0 };
}

/** `h(g, n)`: a non-negative pseudo-random bigint of row g, independent for each n. */
const h = (n: number) => `abs(hashint8extended(g, ${n}))`;

function insertStatement(
  seed: SeededLog,
  firstRow: number,
  count: number,
  spreadFrom: number,
  spreadRows: number,
): string {
  const accounts = `(array[${seed.accountIds.map((id) => `'${id}'`).join(',')}])`;
  const spanSeconds = (seed.to.getTime() - seed.from.getTime()) / 1000;
  // A row's place in the time span: rows firstRow… of one load spread evenly over the whole span.
  const createdAt = `timestamptz '${seed.from.toISOString()}' + ((g - ${spreadFrom})::float8 / ${spreadRows} * ${spanSeconds} + (${h(9)} % 1000) / 1000.0) * interval '1 second'`;
  return `
    insert into messages (id, created_at, account_id, batch_id, direction, source, type, from_addr, to_addr, country,
      content, encoding, segments, cost_micros, currency, status, error_code, due_at, attempts, carrier, carrier_ids,
      updated_at)
    select 'SM' || lpad(g::text, 26, '0'), created_at, account_id, case when inbound then null else 'BT' || lpad(g::text, 26, '0') end,
      case when inbound then 'in' else 'out' end, case when inbound then 'carrier' else 'api' end,
      case when inbound then 1 else 1 + (${h(7)} % 3)::int end,
      case when inbound then phone else 'Beacon' end, case when inbound then '+14155550100' else phone end, country,
      case when inbound then 'STOP' else 'Your Beacon code is ' || lpad((${h(6)} % 1000000)::text, 6, '0') end,
      'GSM-7', 1, case when inbound then 0 else 7500 end, 'USD', status,
      case when status in ('undelivered', 'failed', 'rejected', 'expired') then 'DLR:0' || (${h(8)} % 100)::text end,
      created_at, 1, 'simulator', case when inbound then null else array['c' || g::text] end,
      created_at + interval '3 seconds'
    from (
      select g, ${createdAt} as created_at,
        case when ${h(1)} % 100 < 60 then ${accounts}[1] else ${accounts}[2 + (${h(1)} % ${ACCOUNT_COUNT - 1})::int] end as account_id,
        ${h(2)} % 100 < 3 as inbound,
        country, prefix || (2000000 + ${h(4)} % 500000)::text as phone,
        case when ${h(2)} % 100 < 3 then 'delivered'
             when ${h(5)} % 1000 < 930 then 'delivered' when ${h(5)} % 1000 < 960 then 'undelivered'
             when ${h(5)} % 1000 < 980 then 'failed' when ${h(5)} % 1000 < 990 then 'rejected'
             when ${h(5)} % 1000 < 995 then 'expired'
             -- Still awaiting a receipt only within its validity (2 days) and grace: the engine's sweep
             -- expires older ones.
             when ${createdAt} < timestamptz '${seed.to.toISOString()}' - interval '3 days' then 'expired'
             else 'sent' end as status
      from generate_series(${firstRow}::bigint, ${firstRow + count - 1}::bigint) as g
      cross join lateral (
        select case
          when ${h(3)} % 1000 < 450 then 'US' when ${h(3)} % 1000 < 600 then 'GB' when ${h(3)} % 1000 < 680 then 'DE'
          when ${h(3)} % 1000 < 740 then 'FR' when ${h(3)} % 1000 < 790 then 'IN' when ${h(3)} % 1000 < 830 then 'BR'
          when ${h(3)} % 1000 < 860 then 'MX' when ${h(3)} % 1000 < 885 then 'CA' when ${h(3)} % 1000 < 905 then 'AU'
          when ${h(3)} % 1000 < 925 then 'JP' when ${h(3)} % 1000 < 940 then 'ES' when ${h(3)} % 1000 < 955 then 'IT'
          when ${h(3)} % 1000 < 965 then 'NL' when ${h(3)} % 1000 < 975 then 'PH' when ${h(3)} % 1000 < 985 then 'ZA'
          when ${h(3)} % 1000 < 995 then 'NG' when ${h(3)} % 1000 < 999 then 'SG' else 'NZ' end as country
      ) as c
      cross join lateral (
        select case country when 'US' then '+1415' when 'CA' then '+1416' when 'GB' then '+44740' when 'DE' then '+49151'
          when 'FR' then '+336' when 'IN' then '+9198' when 'BR' then '+55119' when 'MX' then '+52155'
          when 'AU' then '+61412' when 'JP' then '+8190' when 'ES' then '+346' when 'IT' then '+39333'
          when 'NL' then '+316' when 'PH' then '+63917' when 'ZA' then '+2782' when 'NG' then '+234803'
          when 'SG' then '+658' else '+6421' end as prefix
      ) as p
    ) as rows`;
}

/** Adds rows until the table holds `total`, spreading the new ones over the whole span. */
export async function seedTo(
  db: Database,
  seed: SeededLog,
  total: number,
  scenario: string,
): Promise<SeededLog> {
  const adding = total - seed.rows;
  if (adding <= 0) return seed;
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename = 'messages' and indexname not like '%_pk'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  progress(
    scenario,
    `dropped ${indexes.length} secondary indexes for the load; inserting ${adding.toLocaleString('en-US')} rows`,
  );
  const started = performance.now();
  for (let done = 0; done < adding; done += CHUNK_ROWS) {
    const count = Math.min(CHUNK_ROWS, adding - done);
    await db.execute(sql.raw(insertStatement(seed, seed.rows + done + 1, count, seed.rows + 1, adding)));
    const seconds = (performance.now() - started) / 1000;
    progress(
      scenario,
      `inserted ${(seed.rows + done + count).toLocaleString('en-US')} rows (${Math.round((done + count) / seconds)} rows/s)`,
    );
  }
  await db.execute(sql.raw(`set maintenance_work_mem = '512MB'`));
  for (const index of indexes) {
    const at = performance.now();
    // pg_indexes shows a partitioned index as `ON ONLY messages`, which would not build the partitions' indexes.
    await db.execute(sql.raw(index.indexdef.replace(' ON ONLY ', ' ON ')));
    progress(scenario, `rebuilt ${index.indexname} in ${((performance.now() - at) / 1000).toFixed(0)} s`);
  }
  await db.execute(sql.raw(`reset maintenance_work_mem`));
  const at = performance.now();
  await db.execute(sql`vacuum (analyze) messages`);
  progress(scenario, `vacuum analyze in ${((performance.now() - at) / 1000).toFixed(0)} s`);
  return { ...seed, rows: total };
}
