/**
 * The recharge packs of spec section 2 (10 USD and 100 USD; price equals credit) and the arithmetic of an
 * order: packs converted into the account's currency at the configured rate, the fee added on top. Every
 * amount is rounded to the currency's smallest unit, so what the payer is charged is what we record.
 */
import {
  rechargeFeeMicros,
  roundToMinorUnit,
  text,
  type FinancePackageId,
  type Locale,
} from '@beacon/shared';
import type { PaymentsConfig } from '../../providers/payment/payments-config.js';

/** The credit each pack adds, in US dollars (micro-units); its name and description are `finance` texts. */
export const PACKS: Record<FinancePackageId, { usdMicros: bigint }> = {
  'usd-10': { usdMicros: 10_000_000n },
  'usd-100': { usdMicros: 100_000_000n },
};

export function packName(packageId: FinancePackageId, locale: Locale): string {
  return text(locale, 'finance', `pack.${packageId}.name`);
}

export function packDescription(packageId: FinancePackageId, locale: Locale): string {
  return text(locale, 'finance', `pack.${packageId}.description`);
}

/** Where the pack pictures are served (payment-routes.ts). */
export const PACKAGE_IMAGE_PATH = '/api/finance/package/image';

const MICROS = 1_000_000n;

function rateMicrosOf(currency: string, config: PaymentsConfig): bigint | null {
  const rate = config.currencyRates[currency];
  if (rate === undefined) return null;
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * MICROS + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * A pack's price in `currency` (micro-units), or null when no rate is configured for it. US dollars are
 * never converted.
 */
export function packPriceMicros(
  packageId: FinancePackageId,
  currency: string,
  config: PaymentsConfig,
): bigint | null {
  const usd = PACKS[packageId].usdMicros;
  if (currency === 'USD') return usd;
  const rate = rateMicrosOf(currency, config);
  return rate === null ? null : roundToMinorUnit((usd * rate) / MICROS, currency);
}

/** RECHARGE_FEE_PERCENT of `amountMicros` (the shared rule the checkout previews with). */
export function feeMicrosOf(amountMicros: bigint, currency: string, config: PaymentsConfig): bigint {
  return rechargeFeeMicros(amountMicros, config.feePercentMicros, currency);
}

/** The rate label of an account billed in another currency, or null for USD accounts. */
export function conversionOf(currency: string, config: PaymentsConfig) {
  if (currency === 'USD') return null;
  const rate = config.currencyRates[currency];
  return rate === undefined ? null : { from: 'USD' as const, to: currency, rate };
}

/** The picture of a pack: a small SVG card served by the finance routes. */
export function packImageSvg(packageId: FinancePackageId): string {
  const amount = PACKS[packageId].usdMicros / MICROS;
  const fill = packageId === 'usd-100' ? '#1677ff' : '#13a8a8';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="140" viewBox="0 0 240 140">` +
    `<rect width="240" height="140" rx="16" fill="${fill}"/>` +
    `<circle cx="200" cy="30" r="48" fill="#ffffff" fill-opacity="0.15"/>` +
    `<text x="24" y="84" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">` +
    `${amount} USD</text>` +
    `<text x="24" y="114" font-family="sans-serif" font-size="16" fill="#ffffff" fill-opacity="0.85">SMS credit</text>` +
    `</svg>`
  );
}
