/**
 * Prices: the quote a send is charged by (1010 / console 3002 when a destination has none), the console's
 * price list, the demo list seeded at start, and the operator's CSV import.
 */
import { formatMicros, type PriceEntry } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { demoPriceList } from './demo-prices.js';
import { parsePriceCsv, type PriceCsvProblem } from './price-csv.js';
import * as repo from './repo.js';

export class PriceImportError extends Error {
  override name = 'PriceImportError';
  constructor(readonly problems: PriceCsvProblem[]) {
    super(`the price list has ${problems.length} problem(s); nothing was imported`);
  }
}

export function createPricingService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Price per segment by country for these destinations; countries without a price are absent. */
    async quote(currency: string, countries: readonly string[]): Promise<Map<string, bigint>> {
      const rows = await repo.findPrices(db, currency, countries);
      return new Map(rows.map((row) => [row.country, row.priceMicros]));
    },

    /** `/sms/price/list`: in the account's currency; all countries when none are named. */
    async list(currency: string, countries?: readonly string[]): Promise<PriceEntry[]> {
      const rows = countries
        ? (await repo.findPrices(db, currency, countries)).sort((a, b) => a.country.localeCompare(b.country))
        : await repo.listPrices(db, currency);
      return rows.map((row) => ({
        country: row.country,
        price: formatMicros(row.priceMicros),
        currency: row.currency,
        demo: row.source === 'demo',
      }));
    },

    /** The embedded default's demo list, when there is no list at all. Answers the rows added. */
    async seedDemoIfEmpty(): Promise<number> {
      if ((await repo.countPrices(db)) > 0) return 0;
      return repo.insertPricesIfEmpty(db, demoPriceList(), clock());
    },

    /** Replaces the list with a CSV in one transaction, or changes nothing and throws PriceImportError. */
    async importCsv(text: string): Promise<{ imported: number; currencies: string[]; countries: number }> {
      const parsed = parsePriceCsv(text);
      if (!parsed.ok) throw new PriceImportError(parsed.problems);
      await db.transaction((tx) => repo.replacePrices(tx, parsed.prices, clock()));
      return {
        imported: parsed.prices.length,
        currencies: [...new Set(parsed.prices.map((p) => p.currency))].sort(),
        countries: new Set(parsed.prices.map((p) => p.country)).size,
      };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
