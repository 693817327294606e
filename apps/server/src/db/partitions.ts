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
