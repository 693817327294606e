/** Single-use bookkeeping of SSO token ids. */
import type { Database } from '../../db/database.js';
import { ssoJtis } from '../../db/schema/index.js';

/** Records the jti; false when it was used before. */
export async function claimSsoJti(db: Database, jti: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(ssoJtis)
    .values({ jti, expiresAt })
    .onConflictDoNothing({ target: ssoJtis.jti })
    .returning({ jti: ssoJtis.jti });
  return inserted.length > 0;
}
