/** The send form's estimate: recipients per country × segments × the price of a segment there, exactly. */
import { formatMicros, parseDecimalToMicros } from '@beacon/shared/money';
import type { PriceEntry } from '@beacon/shared/api/pricing';

export interface CostLine {
  country: string;
  recipients: number;
  /** Price of one segment; null when the country has no price (the send would be refused, 3002). */
  price: string | null;
  subtotal: string | null;
}

export interface CostEstimate {
  lines: CostLine[];
  total: string;
  currency: string | null;
  /** Any price from the shipped demo list. */
  isDemo: boolean;
  unpriced: string[];
}

export function estimateCost(
  recipientsByCountry: ReadonlyMap<string, number>,
  segments: number,
  prices: readonly PriceEntry[],
): CostEstimate {
  const byCountry = new Map(prices.map((entry) => [entry.country, entry]));
  let totalMicros = 0n;
  const lines = [...recipientsByCountry]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([country, recipients]): CostLine => {
      const entry = byCountry.get(country);
      const micros = entry ? parseDecimalToMicros(entry.price) : null;
      if (micros === null) return { country, recipients, price: null, subtotal: null };
      const subtotal = micros * BigInt(recipients) * BigInt(segments);
      totalMicros += subtotal;
      return { country, recipients, price: entry!.price, subtotal: formatMicros(subtotal) };
    });
  return {
    lines,
    total: formatMicros(totalMicros),
    currency: prices[0]?.currency ?? null,
    isDemo: prices.some((entry) => entry.demo && recipientsByCountry.has(entry.country)),
    unpriced: lines.filter((line) => line.price === null).map((line) => line.country),
  };
}

/** Whether `amount` exceeds `balance` (decimal strings); false when either cannot be read. */
export function exceedsBalance(amount: string, balance: string | undefined): boolean {
  const cost = parseDecimalToMicros(amount);
  const available = balance === undefined ? null : parseDecimalToMicros(balance);
  return cost !== null && available !== null && cost > available;
}
