/**
 * Runs a hot, long statement as a named (prepared) statement on node-postgres, so that each connection has
 * PostgreSQL parse and plan it once instead of on every call: for the send group's statement (5.7 kB of SQL)
 * that work is 1.3–2 ms, for a Verify check's about 1.2 ms (docs/performance.md, "Named statements, built").
 * PGlite ignores the name and runs the text as before.
 *
 * The name is the caller's label and a hash of the text, so a statement whose text changes with its input
 * gets a name per text; past MAX_TEXTS_PER_LABEL texts of one label the rest run unnamed, since every name
 * stays prepared in every connection of the pool. The callers keep their texts constant (their values go in
 * as array parameters); the cap only bounds a mistake.
 *
 * After a migration that changes what a prepared statement answers, PostgreSQL refuses to run it ("cached plan
 * must not change result type") in every connection that prepared it: the statement then gets a new name,
 * prepared again on first use, and an autocommit call runs once more (one that ran in a transaction has
 * aborted it, so its caller sees the error once).
 */
import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { isCachedPlanStale } from './errors.js';

export const MAX_TEXTS_PER_LABEL = 8;

/** The repositories' statements name no casing option, so the default dialect builds the text Drizzle would. */
const dialect = new PgDialect();
/** label → text → its hash and how many times its name was renewed after a migration. */
const texts = new Map<string, Map<string, { hash: string; renewals: number }>>();

export async function queryNamedRows<T>(db: Database, label: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const run = async (name: string | undefined) => {
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute() is typed per driver (PGlite or node-postgres); both answer `rows`
    return ((await prepared.execute()) as unknown as { rows: T[] }).rows;
  };
  const known = knownText(label, built.sql);
  try {
    return await run(known && nameOf(label, known));
  } catch (error) {
    if (!known || !isCachedPlanStale(error)) throw error;
    known.renewals += 1;
    if (is(db, PgTransaction)) throw error;
    return run(nameOf(label, known));
  }
}

/** What is known of `text` under `label`; undefined when the label already has its share of texts. */
function knownText(label: string, text: string): { hash: string; renewals: number } | undefined {
  let byText = texts.get(label);
  if (!byText) texts.set(label, (byText = new Map<string, { hash: string; renewals: number }>()));
  let known = byText.get(text);
  if (!known && byText.size < MAX_TEXTS_PER_LABEL) {
    known = { hash: createHash('sha256').update(text).digest('hex').slice(0, 16), renewals: 0 };
    byText.set(text, known);
  }
  return known;
}

/** PostgreSQL keeps 63 bytes of a name: the label, 16 hex digits of the text's hash and the renewals. */
function nameOf(label: string, known: { hash: string; renewals: number }): string {
  return `${label}:${known.hash}:${known.renewals}`;
}

/** How many texts `label` has named in this process: a caller whose text varies with its input shows here. */
export function textsNamedUnder(label: string): number {
  return texts.get(label)?.size ?? 0;
}
