/**
 * `npm run ops -- db:move-to <DATABASE_URL>`: the upgrade path from the embedded database to PostgreSQL.
 * Every table of the stopped PGlite installation is copied into a migrated, empty PostgreSQL database in one
 * transaction (all or nothing), in foreign-key order, the monthly message partitions created alike, identity
 * counters carried over (rows the target's migrations seeded are replaced by the source's); then each table's row count and an order-independent checksum of its rows are
 * compared on both sides. Rows travel as PostgreSQL's own JSON text, never parsed into JavaScript values, so
 * bigints, timestamps to the microsecond, arrays and jsonb arrive exactly as they were.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/sql-rows.js';
import { OpsError } from './protocol.js';

const PAGE_ROWS = 2_000;

export interface MovedTable {
  table: string;
  rows: number;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Tables holding rows: plain tables and the leaf partitions of `messages` (its parent holds none). */
async function dataTables(db: Database): Promise<{ table: string; parent: string | null }[]> {
  return queryRows(
    db,
    sql`select c.relname as "table", p.relname as parent
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_inherits i on i.inhrelid = c.oid
        left join pg_class p on p.oid = i.inhparent
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`,
  );
}

async function partitionBounds(db: Database): Promise<{ table: string; parent: string; bound: string }[]> {
  return queryRows(
    db,
    sql`select c.relname as "table", p.relname as parent, pg_get_expr(c.relpartbound, c.oid) as bound
        from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
}

/** Parents before children, by the foreign keys between tables (a partition counts as its parent). */
async function inForeignKeyOrder(
  db: Database,
  tables: { table: string; parent: string | null }[],
): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, f.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class f on f.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const logical = (table: { table: string; parent: string | null }) => table.parent ?? table.table;
  const dependsOn = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.child === edge.parent) continue;
    const set = dependsOn.get(edge.child) ?? new Set();
    set.add(edge.parent);
    dependsOn.set(edge.child, set);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of dependsOn.get(name) ?? []) visit(parent);
    visiting.delete(name);
    placed.add(name);
    order.push(name);
  };
  for (const table of tables) visit(logical(table));
  const rank = new Map(order.map((name, i) => [name, i]));
  return [...tables]
    .sort((a, b) => rank.get(logical(a))! - rank.get(logical(b))! || a.table.localeCompare(b.table))
    .map((table) => table.table);
}

/** The installation's own data: a target with any of these is somebody's database, never overwritten. */
const OWNED_TABLES = ['users', 'organisations', 'accounts'];

async function refuseNonEmpty(target: Database, tables: string[]): Promise<void> {
  const filled: string[] = [];
  for (const table of OWNED_TABLES.filter((name) => tables.includes(name))) {
    const [row] = await queryRows<{ has: boolean }>(
      target,
      sql.raw(`select exists (select 1 from ${quoted(table)}) as has`),
    );
    if (row?.has) filled.push(table);
  }
  if (filled.length > 0) {
    throw new OpsError('invalid', `the target database is not empty: ${filled.join(', ')} have rows`, {
      tables: filled,
    });
  }
}

/** Rows the target's migrations seeded (the source has its own copies of them, perhaps changed since). */
async function clearSeeded(target: Database, ordered: string[]): Promise<void> {
  for (const table of [...ordered].reverse()) await target.execute(sql.raw(`delete from ${quoted(table)}`));
}

async function copyTable(source: Database, target: Database, table: string): Promise<number> {
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    // Pages in physical order (ctid) so each one starts where the last ended, whatever the table's key.
    const [page] = await queryRows<{ rows: string | null; last: string | null; n: number }>(
      source,
      sql.raw(
        `with page as (select t.ctid as beacon_ctid, t.* from ${quoted(table)} t
           where t.ctid > '${after}'::tid order by t.ctid limit ${PAGE_ROWS})
         select (select json_agg(to_jsonb(p) - 'beacon_ctid')::text from page p) as rows,
                (select max(beacon_ctid)::text from page) as last,
                (select count(*)::int from page) as n`,
      ),
    );
    if (!page?.rows || !page.last) return copied;
    await target.execute(
      sql`insert into ${sql.raw(quoted(table))} overriding system value
          select * from json_populate_recordset(null::${sql.raw(quoted(table))}, ${page.rows}::json)`,
    );
    copied += page.n;
    after = page.last;
  }
}

/** Identity and serial counters continue after the highest copied value, as they would have at the source. */
async function carryCounters(target: Database): Promise<void> {
  const columns = await queryRows<{ table: string; column: string }>(
    target,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const { table, column } of columns) {
    await target.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'),
           coalesce(max(${quoted(column)}), 0) + 1, false) from ${quoted(table)}`,
      ),
    );
  }
}

/** Rows and a checksum independent of row order and physical layout; timestamps read in UTC on both sides. */
async function tableFingerprint(db: Database, table: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const [row] = await queryRows<{ n: string; sum: string | null }>(
      tx,
      sql.raw(
        `select count(*)::text as n,
                sum(('x' || substr(md5(to_jsonb(t)::text), 1, 15))::bit(60)::bigint)::text as sum
         from ${quoted(table)} t`,
      ),
    );
    return `${row?.n ?? 0}:${row?.sum ?? 0}`;
  });
}

export async function moveDatabase(source: Database, target: Database): Promise<MovedTable[]> {
  const tables = await dataTables(source);
  const ordered = await inForeignKeyOrder(source, tables);
  const moved: MovedTable[] = [];
  await target.transaction(async (tx) => {
    const targetDb = tx as unknown as Database;
    for (const { table, parent, bound } of await partitionBounds(source)) {
      await targetDb.execute(
        sql.raw(`create table if not exists ${quoted(table)} partition of ${quoted(parent)} ${bound}`),
      );
    }
    await refuseNonEmpty(targetDb, ordered);
    await clearSeeded(targetDb, ordered);
    for (const table of ordered) moved.push({ table, rows: await copyTable(source, targetDb, table) });
    await carryCounters(targetDb);
  });
  const differing: string[] = [];
  for (const { table } of moved) {
    if ((await tableFingerprint(source, table)) !== (await tableFingerprint(target, table)))
      differing.push(table);
  }
  if (differing.length > 0) {
    throw new OpsError('internal', `copied, but these tables differ: ${differing.join(', ')}`, {
      tables: differing,
    });
  }
  return moved;
}
