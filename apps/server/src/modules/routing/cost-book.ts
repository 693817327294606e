/**
 * What each carrier charges us per segment, in the currency asked for: the row for that country and currency,
 * else the carrier's `*` row in that currency, else either converted from the currency it is priced in at the
 * CURRENCY_RATES the recharge packs use. Messages record it in their own currency (US dollars for platform
 * messages, which have none), so a margin is a subtraction of two amounts in one currency.
 */
import { parseDecimalToMicros } from '@beacon/shared';
import type { CostRow } from './routing-repo.js';

/** The currency of platform messages' costs, and the one lcr compares carriers in. */
export const BASE_CURRENCY = 'USD';
const ANY_COUNTRY = '*';

export interface CostBook {
  /** Per segment in `currency` (USD when null), or null when the carrier has no cost for the country. */
  perSegment(carrier: string, country: string, currency: string | null): bigint | null;
  /** Per segment in US dollar micros: what lcr compares. */
  costOf(carrier: string, country: string): bigint | null;
}

/** `rates`: units of each currency per US dollar, as decimal strings (`EUR: '0.92'`). */
export function createCostBook(rows: readonly CostRow[], rates: Readonly<Record<string, string>>): CostBook {
  const byKey = new Map<string, CostRow[]>();
  for (const row of rows) {
    const key = `${row.carrier}|${row.country}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const rateMicros = new Map<string, bigint>();
  for (const [currency, rate] of Object.entries(rates)) {
    const micros = parseDecimalToMicros(rate);
    if (micros !== null && micros > 0n) rateMicros.set(currency.toUpperCase(), micros);
  }
  rateMicros.set(BASE_CURRENCY, rateMicros.get(BASE_CURRENCY) ?? 1_000_000n);

  function convert(amount: bigint, from: string, to: string): bigint | null {
    if (from === to) return amount;
    const fromRate = rateMicros.get(from);
    const toRate = rateMicros.get(to);
    if (fromRate === undefined || toRate === undefined) return null;
    // Half up, in integers: exact for every amount and rate the tables can hold.
    return (amount * toRate * 2n + fromRate) / (2n * fromRate);
  }

  function find(carrier: string, country: string, currency: string): bigint | null {
    for (const where of [country.toUpperCase(), ANY_COUNTRY]) {
      const rowsHere = byKey.get(`${carrier}|${where}`) ?? [];
      const same = rowsHere.find((row) => row.currency === currency);
      if (same) return same.costMicros;
      for (const row of rowsHere) {
        const converted = convert(row.costMicros, row.currency, currency);
        if (converted !== null) return converted;
      }
    }
    return null;
  }

  return {
    perSegment: (carrier, country, currency) =>
      find(carrier, country, (currency ?? BASE_CURRENCY).toUpperCase()),
    costOf: (carrier, country) => find(carrier, country, BASE_CURRENCY),
  };
}
