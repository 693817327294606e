/** A round trip to the database, for the health check. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
