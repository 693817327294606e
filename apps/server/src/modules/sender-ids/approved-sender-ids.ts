/**
 * Which sender IDs an account may use where registration is required: the approved requests of its
 * organisation. Read by the SMPP server (docs/smpp-access.md, "Sender IDs"); the send API does not check it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/sql-rows.js';

/** The countries for which `senderId` (compared exactly) is approved for the account's organisation. */
export async function findApprovedSenderIdCountries(
  db: Database,
  accountId: string,
  senderId: string,
): Promise<Set<string>> {
  const rows = await queryRows<{ country: string }>(
    db,
    sql`select distinct unnest(r.countries) as country
        from sender_id_requests r
        join accounts a on a.organisation_id = r.organisation_id
        where a.id = ${accountId} and r.sender_id = ${senderId} and r.status = 'approved'`,
  );
  return new Set(rows.map((row) => row.country));
}
