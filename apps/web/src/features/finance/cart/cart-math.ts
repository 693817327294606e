/**
 * The cart's sums (spec section 3): total = Σ price × quantity, item count = lines, size = Σ quantities.
 * Prices are decimal strings; the sums run in integer micro-units so 3 × 10.10 is 30.30, not 30.299999….
 */
import { FINANCE_MAX_QUANTITY, type FinancePackageId } from '@beacon/shared/api/finance';
import { formatMicros, parseDecimalToMicros } from '@beacon/shared/money';

export interface CartLine {
  packageId: FinancePackageId;
  name: string;
  /** Decimal string, one package, in `currency`. */
  price: string;
  currency: string;
  image: string;
  quantity: number;
}

/** How many of one package a line may hold (the order schema's own limit). */
export const MAX_QUANTITY = FINANCE_MAX_QUANTITY;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

function lineTotalMicros(line: Pick<CartLine, 'price' | 'quantity'>): bigint {
  return (parseDecimalToMicros(line.price) ?? 0n) * BigInt(line.quantity);
}

export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): string {
  return formatMicros(lines.reduce((sum, line) => sum + lineTotalMicros(line), 0n));
}

export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): string {
  return formatMicros(lineTotalMicros(line));
}

export const itemCount = (lines: readonly CartLine[]): number => lines.length;

export const cartSize = (lines: readonly Pick<CartLine, 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The cart's currency: one order is paid in one currency, so a cart never mixes them. */
export const cartCurrency = (lines: readonly CartLine[]): string | null => lines[0]?.currency ?? null;
