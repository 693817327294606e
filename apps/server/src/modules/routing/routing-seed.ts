/**
 * Fills the routing tables at start (docs/routing.md, "Where routes come from"). `SMPP_ROUTES`, when set, is
 * applied once per value: its carriers are added or updated and its countries routed as it says (priority
 * order), so a restart with the same value keeps what operators changed since, and a new value is applied at
 * the next start. Without it, an installation that has no carrier at all gets the embedded SMSC simulator on
 * every country — the embedded default of API.md.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_ROUTE, parseSmppRoutes } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { EMBEDDED_URL_PREFIX, storeCarrierUrl } from './carrier-url-storage.js';
import * as repo from './routing-repo.js';

/** The name the embedded SMSC carries in the tables. */
const EMBEDDED_CARRIER = 'simulator';

export type SeedOutcome = 'SMPP_ROUTES' | 'embedded' | 'unchanged';

export async function seedRouting(
  db: Database,
  options: { smppRoutes: string | undefined; box: SecretBox; at: Date },
): Promise<SeedOutcome> {
  const text = options.smppRoutes?.trim();
  return db.transaction(async (tx) => {
    await repo.lockRouting(tx);
    if (text) {
      const hash = createHash('sha256').update(text).digest('hex');
      if ((await repo.findSeedHash(tx)) === hash) return 'unchanged';
      const table = parseSmppRoutes(text);
      for (const config of table.carriers) {
        const stored = storeCarrierUrl(config.name, table.urls.get(config.name)!, options.box);
        await repo.upsertCarrier(tx, { name: config.name, ...stored, source: 'SMPP_ROUTES' }, options.at);
      }
      for (const [country, carriers] of table.routes) {
        await repo.upsertRoute(tx, { country, carriers, mode: 'priority' }, options.at);
      }
      await dropUnroutedEmbedded(tx);
      await repo.saveSeedHash(tx, hash, options.at);
      return 'SMPP_ROUTES';
    }
    if ((await repo.listCarrierRows(tx)).length > 0) return 'unchanged';
    await repo.upsertCarrier(
      tx,
      { name: EMBEDDED_CARRIER, url: EMBEDDED_URL_PREFIX, passwordSealed: null, source: 'embedded' },
      options.at,
    );
    await repo.upsertRoute(
      tx,
      { country: DEFAULT_ROUTE, carriers: [EMBEDDED_CARRIER], mode: 'priority' },
      options.at,
    );
    return 'embedded';
  });
}

/** Once real carriers take over, the embedded SMSC no route uses any more is removed (it would still bind). */
async function dropUnroutedEmbedded(db: Database): Promise<void> {
  const routes = await repo.listRouteRows(db);
  const isRouted = routes.some((route) => route.carriers.includes(EMBEDDED_CARRIER));
  const embedded = await repo.findCarrierRow(db, EMBEDDED_CARRIER);
  if (embedded?.source === 'embedded' && !isRouted) await repo.deleteCarrier(db, EMBEDDED_CARRIER);
}
