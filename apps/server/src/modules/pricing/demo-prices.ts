/**
 * The demo price list the embedded default starts with (labelled `source='demo'`): every country
 * libphonenumber-js knows, in every billing currency. Prices are derived from the country code alone, so every
 * installation shows the same list: a base of 0.0040–0.0990 USD a segment, converted at fixed demo rates and
 * rounded to 4 decimals. Not real tariffs — an operator replaces them with `prices:import`.
 */
import { BILLING_CURRENCY, SMS_COUNTRIES } from '@beacon/shared';

/** Units of each billing currency per US dollar, fixed for the demo. */
const DEMO_RATES: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CNY: 7.2,
  JPY: 150,
  INR: 83,
  CAD: 1.36,
  AUD: 1.52,
  BRL: 5,
};

/**
 * A US-dollar amount (TRIAL_CREDIT) in `currency` at the demo rates, rounded down to a cent: 2.00 USD is
 * 300 JPY or 166 INR of trial credit rather than 2 yen.
 */
export function usdMicrosIn(currency: string, usdMicros: bigint): bigint {
  const rate = DEMO_RATES[currency] ?? 1;
  const cents = Math.floor((Number(usdMicros) * rate) / 10_000 + 1e-9);
  return BigInt(cents) * 10_000n;
}

export const BILLING_CURRENCIES: readonly string[] = [...new Set(Object.values(BILLING_CURRENCY))].sort();

export interface PriceEntry {
  country: string;
  currency: string;
  priceMicros: bigint;
}

/** FNV-1a: a stable spread of the country codes over the price steps. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function demoPriceMicros(country: string, currency: string): bigint {
  const baseUsdMicros = 4_000 + (hashOf(country) % 191) * 500;
  const rate = DEMO_RATES[currency] ?? 1;
  // Rounded to 0.0001 of the currency, never below it.
  const steps = Math.max(1, Math.round((baseUsdMicros * rate) / 100));
  return BigInt(steps) * 100n;
}

export function demoPriceList(): PriceEntry[] {
  return SMS_COUNTRIES.flatMap((country) =>
    BILLING_CURRENCIES.map((currency) => ({
      country,
      currency,
      priceMicros: demoPriceMicros(country, currency),
    })),
  );
}
