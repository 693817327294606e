/**
 * The reads every public send makes before its group transaction — the API key, the account with its SMS
 * settings and owner's phone, the prices of its currency — from per-process caches (docs/performance.md,
 * "Caches"). Each read carries the generation of its scope, read in the same statement, and the send carries
 * those stamps to its group transaction, which refuses it if a change has committed since (send-cache).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { apiKeys } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import {
  PRICES_SCOPE,
  accountScope,
  createGenerationCache,
  generationOf,
  stamped,
  type ChangeFeed,
  type Stamped,
} from '../send-cache/index.js';
import { findStampedSenderAccount } from './repo.js';

/** Long enough to matter under load, short enough to bound the harm of a notification that never came. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface CachedApiKey {
  id: string;
  accountId: string;
  secretHash: string;
  revokedAt: Date | null;
}

async function loadApiKey(db: Database, keyId: string): Promise<Stamped<CachedApiKey> | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      secretHash: apiKeys.secretHash,
      revokedAt: apiKeys.revokedAt,
      generation: generationOf(sql`'account:' || ${apiKeys.accountId}`),
    })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId));
  if (!row) return undefined;
  const { generation, ...key } = row;
  return stamped(key, accountScope(key.accountId), generation);
}

/** The whole price list of a currency (one row per country: a few hundred at most), never undefined. */
async function loadPrices(db: Database, currency: string): Promise<Stamped<Map<string, bigint>>> {
  // One row at least: a currency without prices still has the generation the next import will bump.
  const rows = await queryRows<{ generation: string; country: string | null; priceMicros: string | null }>(
    db,
    sql`select g.generation::text as generation, p.country, p.price_micros::text as "priceMicros"
        from (select ${generationOf(sql`${PRICES_SCOPE}`)} as generation) g
        left join prices p on p.currency = ${currency}`,
  );
  const list = new Map<string, bigint>();
  for (const row of rows) if (row.country !== null) list.set(row.country, BigInt(row.priceMicros!));
  return stamped(list, PRICES_SCOPE, rows[0]!.generation);
}

export function createSenderReads({ db, feed }: { db: Database; feed: ChangeFeed }) {
  const common = { feed, maxEntries: MAX_ENTRIES, ttlMs: TTL_MS, now: () => performance.now() };
  const keys = createGenerationCache({ ...common, load: (id) => loadApiKey(db, id) });
  const senders = createGenerationCache({ ...common, load: (id) => findStampedSenderAccount(db, id) });
  const priceLists = createGenerationCache({ ...common, load: (currency) => loadPrices(db, currency) });

  return {
    /** `fresh`: straight from the database (the status route, and a send whose reads were overtaken). */
    apiKey: (keyId: string, fresh: boolean) => (fresh ? keys.fresh(keyId) : keys.get(keyId)),
    account: (accountId: string, fresh: boolean) =>
      fresh ? senders.fresh(accountId) : senders.get(accountId),
    /** The price list of a currency; always found (maybe empty). */
    priceList: async (currency: string, fresh: boolean) =>
      (fresh ? await priceLists.fresh(currency) : await priceLists.get(currency))!,
    /** The quote of the pricing service, from the cached list. */
    async quote(currency: string, countries: readonly string[]): Promise<Map<string, bigint>> {
      const list = (await priceLists.get(currency))!.value;
      const quoted = new Map<string, bigint>();
      for (const country of countries) {
        const price = list.get(country);
        if (price !== undefined) quoted.set(country, price);
      }
      return quoted;
    },
    forget(scopes: Iterable<string>) {
      const list = [...scopes];
      keys.forget(list);
      senders.forget(list);
      priceLists.forget(list);
    },
  };
}

export type SenderReads = ReturnType<typeof createSenderReads>;
