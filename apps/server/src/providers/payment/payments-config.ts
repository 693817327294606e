/**
 * The payment settings (docs/money-flow.md): which provider takes the money, the fee added on top, the rates
 * packs are converted at for accounts billed in another currency, how long an unpaid order waits, and the
 * collecting company shown at checkout. Parsed with the rest of the environment in config.ts.
 */
import { z } from 'zod';
import { parseDecimalToMicros } from '@beacon/shared';

const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CompanyConfig {
  name: string;
  address: string;
  email: string;
  phone: string;
  registrationNumber: string;
  taxId: string;
}

export interface PaymentsConfig {
  provider: PaymentProviderName;
  /** RECHARGE_FEE_PERCENT as typed ("3", "2.9"), and in millionths of a percent for arithmetic. */
  feePercent: string;
  feePercentMicros: bigint;
  /** Units of each currency per US dollar (CURRENCY_RATES over the defaults). */
  currencyRates: Record<string, string>;
  orderExpiryMs: number;
  company: CompanyConfig;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

/** The same fixed demo rates the shipped price list uses; an operator sets real ones with CURRENCY_RATES. */
const DEFAULT_CURRENCY_RATES: Record<string, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  CNY: '7.2',
  JPY: '150',
  INR: '83',
  CAD: '1.36',
  AUD: '1.52',
  BRL: '5',
};

const DEFAULT_COMPANY: CompanyConfig = {
  name: 'Beacon Communications Ltd.',
  address: '1 Example Street, London EC1A 1AA, United Kingdom',
  email: 'billing@beacon.local',
  phone: '+44 20 7946 0000',
  registrationNumber: '00000000',
  taxId: 'GB000000000',
};

export const DEFAULT_PAYMENTS_CONFIG: PaymentsConfig = {
  provider: 'sandbox',
  feePercent: '3',
  feePercentMicros: 3_000_000n,
  currencyRates: DEFAULT_CURRENCY_RATES,
  orderExpiryMs: 30 * 60_000,
  company: DEFAULT_COMPANY,
};

const blank = (value: unknown) => (value === '' ? undefined : value);
const text = z.preprocess(blank, z.string().optional());

/** The environment variables, spread into config.ts's schema. */
export const PAYMENTS_ENV_SHAPE = {
  PAYMENT_PROVIDER: z.preprocess(
    blank,
    z.enum(PAYMENT_PROVIDERS, { error: 'must be sandbox or stripe' }).default('sandbox'),
  ),
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  /** Where the Stripe library sends its calls (a local fake or stripe-mock); unset: api.stripe.com. */
  STRIPE_API_URL: z.preprocess(
    blank,
    z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  ),
  RECHARGE_FEE_PERCENT: z.preprocess(
    blank,
    z
      .string()
      .default('3')
      .refine((value) => {
        const micros = parseDecimalToMicros(value);
        return micros !== null && micros >= 0n && micros <= 100_000_000n;
      }, 'must be a percentage from 0 to 100, e.g. 3 or 2.9'),
  ),
  CURRENCY_RATES: text.refine(
    (value) => value === undefined || parseRates(value) !== null,
    'must be a comma-separated list like EUR=0.92,JPY=150 (units per US dollar)',
  ),
  ORDER_EXPIRY_MINUTES: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  ),
  COMPANY_NAME: text,
  COMPANY_ADDRESS: text,
  COMPANY_EMAIL: text,
  COMPANY_PHONE: text,
  COMPANY_REGISTRATION_NUMBER: text,
  COMPANY_TAX_ID: text,
};

type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV_SHAPE>>;

function parseRates(value: string): Record<string, string> | null {
  const rates: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})=(\d+(?:\.\d{1,6})?)$/.exec(entry);
    if (!match || parseDecimalToMicros(match[2]!)! <= 0n) return null;
    rates[match[1]!] = match[2]!;
  }
  return rates;
}

/** The problems that stop the process (a line each), or the settings. */
export function paymentsConfigOf(e: PaymentsEnv): PaymentsConfig | string[] {
  let stripe: PaymentsConfig['stripe'];
  if (e.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
    if (missing.length > 0) return missing.map((name) => `${name}: required when PAYMENT_PROVIDER=stripe`);
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiUrl: e.STRIPE_API_URL,
    };
  }
  return {
    provider: e.PAYMENT_PROVIDER,
    feePercent: e.RECHARGE_FEE_PERCENT,
    feePercentMicros: parseDecimalToMicros(e.RECHARGE_FEE_PERCENT)!,
    currencyRates: { ...DEFAULT_CURRENCY_RATES, ...(e.CURRENCY_RATES ? parseRates(e.CURRENCY_RATES) : {}) },
    orderExpiryMs: e.ORDER_EXPIRY_MINUTES * 60_000,
    company: {
      name: e.COMPANY_NAME ?? DEFAULT_COMPANY.name,
      address: e.COMPANY_ADDRESS ?? DEFAULT_COMPANY.address,
      email: e.COMPANY_EMAIL ?? DEFAULT_COMPANY.email,
      phone: e.COMPANY_PHONE ?? DEFAULT_COMPANY.phone,
      registrationNumber: e.COMPANY_REGISTRATION_NUMBER ?? DEFAULT_COMPANY.registrationNumber,
      taxId: e.COMPANY_TAX_ID ?? DEFAULT_COMPANY.taxId,
    },
    stripe,
  };
}
