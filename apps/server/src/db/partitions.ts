/**
 * Monthly partitions of `messages` (ARCHITECTURE: "the message table is partitioned by month"). Partitions
 * are created ahead of the month they cover, so rows never land in the default partition in normal running;
 * a range that already has rows in the default partition cannot be attached, which is why we stay ahead.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

const MONTHS_AHEAD = 2;

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

export function messagePartitionName(start: Date): string {
  const month = String(start.getUTCMonth() + 1).padStart(2, '0');
  return `messages_y${start.getUTCFullYear()}m${month}`;
}

/** Any fixed number: the advisory lock that makes partition changes one process at a time. */
const PARTITION_LOCK = 741_502_015;

/**
 * Creates the partitions of the current month and the next MONTHS_AHEAD months when they are missing. Several
 * processes start at once in a scale-out (compose.yaml): two concurrent `create table if not exists` of one
 * name can both pass the check and one fails on the catalogue, so creation runs under an advisory lock.
 */
export async function ensureMessagePartitions(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const created: string[] = [];
    for (let offset = 0; offset <= MONTHS_AHEAD; offset++) {
      const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
      const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
      const name = messagePartitionName(from);
      const [existing] = await tx
        .select({ exists: sql<boolean>`to_regclass(${name}) is not null` })
        .from(sql`(select 1) as one`);
      if (existing?.exists) continue;
      await tx.execute(
        sql.raw(
          `create table if not exists "${name}" partition of "messages" ` +
            `for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
        ),
      );
      created.push(name);
    }
    return created;
  });
}

const PARTITION_NAME = /^messages_y(\d{4})m(\d{2})$/;

/** The first month kept with `months` of retention: the current month and the `months` − 1 before it. */
export function retentionCutoff(now: Date, months: number): Date {
  return monthStart(now.getUTCFullYear(), now.getUTCMonth() - months + 1);
}

/**
 * MESSAGE_RETENTION_MONTHS: whole monthly partitions older than the retention are detached and dropped,
 * together with their messages' status history; the ledger, batches and everything money touched stay (a
 * ledger row keeps the message id it was for, but never needs the message). Rows in the default partition
 * (created outside every monthly range) older than the cutoff are deleted, and so are the SMS overview's
 * roll-up days before it. 0 keeps everything.
 */
export async function dropExpiredMessagePartitions(
  db: Database,
  now: Date,
  months: number,
): Promise<string[]> {
  if (months <= 0) return [];
  const cutoff = retentionCutoff(now, months);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() is typed per driver (PGlite or node-postgres); both answer `rows`, asserted once here
    const rows = (await tx.execute(
      sql`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
          where p.relname = 'messages' and c.relkind = 'r'`,
    )) as unknown as { rows: { name: string }[] };
    const expired = rows.rows
      .map((row) => row.name)
      .filter((name) => {
        const match = PARTITION_NAME.exec(name);
        // The name's month is 1-based, so this is the partition's end: the month after it begins.
        return match !== null && monthStart(Number(match[1]), Number(match[2])) <= cutoff;
      })
      .sort();
    for (const name of expired) {
      await tx.execute(
        sql.raw(`delete from "message_events" where "message_id" in (select "id" from "${name}")`),
      );
      await tx.execute(sql.raw(`alter table "messages" detach partition "${name}"`));
      await tx.execute(sql.raw(`drop table "${name}"`));
    }
    await tx.execute(
      sql`delete from message_events where message_id in
            (select id from messages_default where created_at < ${cutoff.toISOString()})`,
    );
    await tx.execute(sql`delete from messages_default where created_at < ${cutoff.toISOString()}`);
    // The overview's roll-ups keep counting exactly what `messages` holds: the cutoff is a UTC midnight.
    const cutoffDay = cutoff.toISOString().slice(0, 10);
    await tx.execute(sql`delete from message_day_rollups where day < ${cutoffDay}::date`);
    await tx.execute(sql`delete from message_mix_rollups where day < ${cutoffDay}::date`);
    return expired;
  });
}
