/** SMPP credentials of an account: the system_id is public, only an argon2id hash of the password is stored. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { smppCredentials } from '../../db/schema/index.js';

export type SmppCredentialRow = typeof smppCredentials.$inferSelect;

/** False when the system_id is taken (drawn again by the caller). */
export async function insertCredential(
  db: Database,
  row: typeof smppCredentials.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(smppCredentials)
    .values(row)
    .onConflictDoNothing()
    .returning({ systemId: smppCredentials.systemId });
  return inserted.length > 0;
}

export async function countLiveCredentials(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smppCredentials)
    .where(and(eq(smppCredentials.accountId, accountId), isNull(smppCredentials.revokedAt)));
  return row?.n ?? 0;
}

export async function listCredentials(db: Database, accountId: string): Promise<SmppCredentialRow[]> {
  return db
    .select()
    .from(smppCredentials)
    .where(eq(smppCredentials.accountId, accountId))
    .orderBy(desc(smppCredentials.createdAt), desc(smppCredentials.systemId));
}

export async function findCredential(db: Database, systemId: string): Promise<SmppCredentialRow | undefined> {
  const [row] = await db.select().from(smppCredentials).where(eq(smppCredentials.systemId, systemId));
  return row;
}

/** Revokes a live credential; `accountId` narrows it to one account (the console). Answers its account. */
export async function revokeCredential(
  db: Database,
  systemId: string,
  at: Date,
  accountId?: string,
): Promise<{ accountId: string } | undefined> {
  const [row] = await db
    .update(smppCredentials)
    .set({ revokedAt: at })
    .where(
      and(
        eq(smppCredentials.systemId, systemId),
        isNull(smppCredentials.revokedAt),
        accountId === undefined ? undefined : eq(smppCredentials.accountId, accountId),
      ),
    )
    .returning({ accountId: smppCredentials.accountId });
  return row;
}

export async function touchCredential(db: Database, systemId: string, at: Date, ip: string): Promise<void> {
  await db
    .update(smppCredentials)
    .set({ lastBindAt: at, lastBindIp: ip })
    .where(eq(smppCredentials.systemId, systemId));
}
