/** Reads and records the products an account would like once they launch. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { productInterests } from '../../db/schema/index.js';
import type { InterestProduct } from '@beacon/shared/validation/product-interest';

export async function insertProductInterest(
  db: Database,
  row: { accountId: string; product: InterestProduct; userId: string; createdAt: Date },
): Promise<void> {
  // Registering twice keeps the first registration: it is a wish, not an event to count.
  await db.insert(productInterests).values(row).onConflictDoNothing();
}

export async function listProductInterests(db: Database, accountId: string): Promise<InterestProduct[]> {
  const rows = await db
    .select({ product: productInterests.product })
    .from(productInterests)
    .where(eq(productInterests.accountId, accountId))
    .orderBy(asc(productInterests.product));
  return rows.map((row) => row.product as InterestProduct);
}
