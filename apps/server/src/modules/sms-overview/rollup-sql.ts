/**
 * The roll-up write that the statements making a message final carry (docs/messaging-engine.md, "Overview
 * roll-ups"): the delivery engine's failed-outcome write, receipt write and receipt expiry append these CTEs,
 * so a message is counted in the same statement — and transaction — that makes it final, and only once, since
 * a final message never changes again. Retries of a rolled-back batch roll it back too.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FINAL_MESSAGE_STATUSES } from '../../db/schema/index.js';

const FINAL_LIST = sql.raw(FINAL_MESSAGE_STATUSES.map((status) => `'${status}'`).join(', '));

/** The per-key sums and their slot arrays of `slots` grouped by `keys`, and the upsert that adds them. */
function upsertInto(table: string, keys: readonly string[]): SQL {
  const keyList = keys.join(', ');
  const sums = ['delivered', 'failed', 'segments', 'cost_micros'];
  return sql.raw(`
    insert into ${table} as r (${keyList}, ${sums.join(', ')}, ${sums.map((s) => `${s}_total`).join(', ')})
    select ${keyList}, ${sums.map((s) => `rollup_slots(slot, ${s})`).join(', ')},
           ${sums.map((s) => `sum(${s})`).join(', ')}
    from rollup_slots
    group by ${keyList}
    order by ${keyList}
    on conflict (${keyList}) do update set
      ${sums.map((s) => `${s} = rollup_slots_add(r.${s}, excluded.${s}), ${s}_total = r.${s}_total + excluded.${s}_total`).join(',\n      ')}`);
}

/**
 * CTEs (to follow others in a WITH list) adding the rows of `changed` that are final outbound messages of an
 * account to both roll-ups. `changed` names a CTE with the columns `account_id`, `created_at`, `direction`,
 * `country`, `type`, `status`, `segments` and `cost_micros` of the messages it made final.
 */
export function addToRollupsFrom(changed: SQL): SQL {
  return sql`
    rollup_slots as (
      select c.account_id, (c.created_at at time zone 'UTC')::date as day, rollup_slot_of(c.created_at) as slot,
             coalesce(c.country, '') as country, c.type,
             count(*) filter (where c.status = 'delivered') as delivered,
             count(*) filter (where c.status <> 'delivered') as failed,
             sum(c.segments)::bigint as segments, sum(c.cost_micros)::bigint as cost_micros
      from ${changed} c
      where c.account_id is not null and c.direction = 'out' and c.status in (${FINAL_LIST})
      group by 1, 2, 3, 4, 5
    ),
    rollup_days as (${upsertInto('message_day_rollups', ['account_id', 'day'])}),
    rollup_mix as (${upsertInto('message_mix_rollups', ['account_id', 'day', 'country', 'type'])})`;
}
