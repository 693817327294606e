/**
 * The finance calls (API.md "Finance", docs/finance-api.md): packages, orders, the sandbox payment, the
 * recharge and usage logs, the overview and the low-balance alert — one set of schemas for the console's
 * forms and the server's routes. Request schemas report keys of the shared `validation` texts
 * (i18n/resources; the log's keys for times, range, cursor and page size); response schemas describe
 * `data` of the envelope. Money is a decimal string in `currency`, times are ISO 8601 UTC strings.
 */
import { z } from 'zod';
import { ZAccountIdSchema } from '../validation/account.js';
import { zFormArray } from '../validation/form-fields.js';
import { RANGE_ISSUE, blankToUndefined, isOrderedRange } from '../validation/sms-log.js';

// ---------------------------------------------------------------------------------------------------------
// Enums

/** Every state an order can be in (API.md). Only `pending` moves; `paid` may later become `refunded`. */
export const FINANCE_ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'failed',
  'expired',
  'refunded',
] as const;
export type FinanceOrderStatus = (typeof FINANCE_ORDER_STATUSES)[number];

/** The ledger's entry types (spec section 8, usage record `transaction_type`). */
export const LEDGER_ENTRY_TYPES = ['CONSUME', 'RECHARGE', 'REFUNDED'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** A recharge record's status (spec section 8): SUCCESS, or REFUNDED once its order was refunded. */
export const RECHARGE_STATUSES = ['SUCCESS', 'REFUNDED'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** What the sandbox page's buttons and `POST /payments/sandbox/complete` report. */
export const SANDBOX_OUTCOMES = ['paid', 'cancelled', 'failed'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The overview's ranges (spec: today, 7 days, 30 days, 1 year). */
export const FINANCE_OVERVIEW_RANGES = ['today', '7d', '30d', '1y'] as const;
export type FinanceOverviewRange = (typeof FINANCE_OVERVIEW_RANGES)[number];

/** The recharge packs of spec section 2: 10 USD and 100 USD; price equals credit. */
export const FINANCE_PACKAGE_IDS = ['usd-10', 'usd-100'] as const;
export type FinancePackageId = (typeof FINANCE_PACKAGE_IDS)[number];

/** `payment_method` of recharge records: the providers, an operator's credit, a new account's trial credit. */
export const PAYMENT_METHODS = ['sandbox', 'stripe', 'operator', 'trial'] as const;

export const FINANCE_MAX_PAGE = 100;
export const FINANCE_MAX_QUANTITY = 99;
export const FINANCE_MAX_LINES = 10;

/** The page the payment providers send the payer back to: `${FINANCE_RESULT_PATH}?orderId=…`. */
export const FINANCE_RESULT_PATH = '/app/finance/result';

// ---------------------------------------------------------------------------------------------------------
// Request schemas

/** Blank form fields count as absent. */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value);
/** Form bodies carry object lists as JSON text. */
const jsonFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const ZOrderIdSchema = z
  .string({ error: 'orderIdInvalid' })
  .trim()
  .regex(/^OR[0-9A-Z]{26}$/, { error: 'orderIdInvalid' });

export const ZCartLineSchema = z.object({
  packageId: z.enum(FINANCE_PACKAGE_IDS, { error: 'packageInvalid' }),
  quantity: z.preprocess(
    numberFromText,
    z
      .number({ error: 'quantityInvalid' })
      .int({ error: 'quantityInvalid' })
      .min(1, { error: 'quantityInvalid' })
      .max(FINANCE_MAX_QUANTITY, { error: 'quantityInvalid' }),
  ),
});
export type TCartLine = z.output<typeof ZCartLineSchema>;

/** `POST /finance/order/create`: the cart's lines (JSON, or JSON text in a form body). */
export const ZOrderCreateSchema = z.object({
  items: z.preprocess(
    jsonFromText,
    z
      .array(ZCartLineSchema, { error: 'cartEmpty' })
      .min(1, { error: 'cartEmpty' })
      .max(FINANCE_MAX_LINES, { error: 'cartTooLarge' }),
  ),
});
export type TOrderCreateInput = z.input<typeof ZOrderCreateSchema>;

/** `POST /finance/order/get`. */
export const ZOrderGetSchema = z.object({ orderId: ZOrderIdSchema });
export type TOrderGetInput = z.input<typeof ZOrderGetSchema>;

/** `POST /payments/sandbox/complete` (sandbox mode only). */
export const ZSandboxCompleteSchema = z.object({
  orderId: ZOrderIdSchema,
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'outcomeInvalid' }),
});
export type TSandboxCompleteInput = z.input<typeof ZSandboxCompleteSchema>;

const ZFinanceTimeSchema = z.preprocess(
  blankToUndefined,
  z.iso
    .datetime({ offset: true, error: 'logTimeInvalid' })
    .transform((text) => new Date(text))
    .optional(),
);

const pagingShape = {
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'logCursorInvalid' })
      .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'logCursorInvalid' })
      .optional(),
  ),
  limit: z.preprocess(
    numberFromText,
    z
      .number({ error: 'logPageSizeInvalid' })
      .int({ error: 'logPageSizeInvalid' })
      .min(1, { error: 'logPageSizeInvalid' })
      .max(FINANCE_MAX_PAGE, { error: 'logPageSizeInvalid' })
      .default(20),
  ),
};

/** `POST /finance/recharge/list`: the current account's RECHARGE entries, newest first. */
export const ZRechargeLogListSchema = z
  .object({
    /** Confirmed at or after. */
    since: ZFinanceTimeSchema,
    /** Confirmed before. */
    until: ZFinanceTimeSchema,
    status: z.preprocess(
      blankToUndefined,
      z.enum(RECHARGE_STATUSES, { error: 'rechargeStatusInvalid' }).optional(),
    ),
    ...pagingShape,
  })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TRechargeLogListInput = z.input<typeof ZRechargeLogListSchema>;

const usageFilterShape = {
  /** Any account of the user (a "sub-account"); absent means the current account. 2010 when not the user's. */
  accountId: z.preprocess(blankToUndefined, ZAccountIdSchema.optional()),
  since: ZFinanceTimeSchema,
  until: ZFinanceTimeSchema,
  type: z.preprocess(
    blankToUndefined,
    zFormArray(z.enum(LEDGER_ENTRY_TYPES, { error: 'ledgerTypeInvalid' }))
      .transform((list) => [...new Set(list)])
      .optional(),
  ),
};

/** The usage log's filters, shared by the list and `GET /finance/usage/export`. */
export const ZUsageLogFiltersSchema = z.object(usageFilterShape).refine(isOrderedRange, RANGE_ISSUE);
export type TUsageLogFilters = z.output<typeof ZUsageLogFiltersSchema>;
export type TUsageLogFiltersInput = z.input<typeof ZUsageLogFiltersSchema>;

/** `POST /finance/usage/list`: every ledger entry of one account, newest first, keyset paging. */
export const ZUsageLogListSchema = z
  .object({ ...usageFilterShape, ...pagingShape })
  .refine(isOrderedRange, RANGE_ISSUE);
export type TUsageLogListInput = z.input<typeof ZUsageLogListSchema>;

/** `POST /finance/overview`. */
export const ZFinanceOverviewSchema = z.object({
  range: z.preprocess(
    blankToUndefined,
    z.enum(FINANCE_OVERVIEW_RANGES, { error: 'overviewRangeInvalid' }).default('7d'),
  ),
});
export type TFinanceOverviewInput = z.input<typeof ZFinanceOverviewSchema>;

/** A threshold as typed: a decimal with at most 2 fraction digits, 0 … 1,000,000; blank turns the alert off. */
export const ALERT_THRESHOLD_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const ALERT_THRESHOLD_MAX = 1_000_000;

/** `POST /finance/alert/set`: `threshold` null or blank turns the alert off. */
export const ZBalanceAlertSetSchema = z.object({
  threshold: z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'number' ? String(value) : value,
    z
      .string({ error: 'thresholdInvalid' })
      .trim()
      .regex(ALERT_THRESHOLD_PATTERN, { error: 'thresholdInvalid' })
      .refine((text) => Number(text) <= ALERT_THRESHOLD_MAX, { error: 'thresholdInvalid' })
      .nullable(),
  ),
});
export type TBalanceAlertSetInput = z.input<typeof ZBalanceAlertSetSchema>;

// ---------------------------------------------------------------------------------------------------------
// Response schemas (`data` of the envelope)

const money = () => z.string().describe('Decimal string in `currency`.');

export const ZFinancePackageSchema = z
  .object({
    packageId: z.enum(FINANCE_PACKAGE_IDS),
    /** In the caller's language (Accept-Language / the user's language). */
    name: z.string(),
    description: z.string(),
    /** URL of the pack's picture (served by the server, same origin). */
    image: z.string(),
    /** In the account's currency; equal to the credit the pack adds. */
    price: money(),
    currency: z.string(),
    /** The pack's list price in US dollars, before any conversion. */
    basePrice: z.string(),
    baseCurrency: z.literal('USD'),
  })
  .meta({ id: 'FinancePackage' });
export type FinancePackage = z.output<typeof ZFinancePackageSchema>;

export const ZCompanyDetailsSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    registrationNumber: z.string(),
    taxId: z.string(),
  })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.output<typeof ZCompanyDetailsSchema>;

export const ZPackageListResultSchema = z.object({
  items: z.array(ZFinancePackageSchema),
  fee: z.object({
    percent: z.string().describe('Added on top of the packs, e.g. "3" or "2.9"; never credited.'),
  }),
  company: ZCompanyDetailsSchema,
  /**
   * Set when the account is billed in another currency than the packs' US dollars: prices were converted at
   * `rate` units of `to` per US dollar (configured, shown as a label). Null for USD accounts.
   */
  conversion: z.object({ from: z.literal('USD'), to: z.string(), rate: z.string() }).nullable(),
  /** Which provider `payUrl` will open. */
  provider: z.enum(['sandbox', 'stripe']),
});
export type PackageListResult = z.output<typeof ZPackageListResultSchema>;

export const ZOrderCreateResultSchema = z.object({
  orderId: z.string(),
  amount: money().describe('What the balance will be credited: Σ price × quantity.'),
  fee: money().describe('The payment-platform fee, added on top; not credited, not refundable.'),
  total: money().describe('amount + fee: what the payer is charged.'),
  currency: z.string(),
  payUrl: z.string().describe('The provider page to open: the sandbox page or a Stripe Checkout page.'),
});
export type OrderCreateResult = z.output<typeof ZOrderCreateResultSchema>;

export const ZOrderLineSchema = z.object({
  packageId: z.enum(FINANCE_PACKAGE_IDS),
  quantity: z.number().int(),
  price: money(),
});

export const ZFinanceOrderSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(FINANCE_ORDER_STATUSES),
    amount: money(),
    fee: money(),
    total: money(),
    currency: z.string(),
    items: z.array(ZOrderLineSchema),
    provider: z.enum(['sandbox', 'stripe']),
    createdAt: z.string(),
    /** When an unpaid order stops accepting payment (then `expired`). */
    expiresAt: z.string(),
    paidAt: z.string().nullable(),
    /** When `amount` reached the balance; set with `paidAt` (one transaction), null while not credited. */
    creditedAt: z.string().nullable(),
    /** The RECHARGE ledger entry's transaction id once credited. */
    transactionId: z.string().nullable(),
    /** The account's balance now (for the success page). */
    balance: money(),
  })
  .meta({ id: 'FinanceOrder' });
export type FinanceOrder = z.output<typeof ZFinanceOrderSchema>;

export const ZRechargeLogItemSchema = z
  .object({
    transactionId: z.string(),
    /** The order it paid for; null for an operator's credit or the trial credit. */
    orderId: z.string().nullable(),
    amount: money(),
    currency: z.string(),
    paymentMethod: z.string().describe('sandbox, stripe, operator or trial.'),
    status: z.enum(RECHARGE_STATUSES),
    confirmedAt: z.string(),
  })
  .meta({ id: 'RechargeLogItem' });
export type RechargeLogItem = z.output<typeof ZRechargeLogItemSchema>;

export const ZRechargeLogPageSchema = z.object({
  items: z.array(ZRechargeLogItemSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type RechargeLogPage = z.output<typeof ZRechargeLogPageSchema>;

export const ZUsageLogItemSchema = z
  .object({
    transactionId: z.string(),
    accountId: z.string(),
    type: z.enum(LEDGER_ENTRY_TYPES),
    /** Signed: negative when money left the balance (a send, a refunded order). */
    amount: money(),
    currency: z.string(),
    /** A batch id (CONSUME), a message id or order id (REFUNDED), an order id (RECHARGE), or null. */
    productId: z.string().nullable(),
    productType: z.enum(['sms', 'voice']).nullable(),
    paymentMethod: z.string().nullable(),
    beforeBalance: money(),
    afterBalance: money(),
    confirmedAt: z.string(),
  })
  .meta({ id: 'UsageLogItem' });
export type UsageLogItem = z.output<typeof ZUsageLogItemSchema>;

export const ZUsageLogPageSchema = z.object({
  items: z.array(ZUsageLogItemSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last one.'),
});
export type UsageLogPage = z.output<typeof ZUsageLogPageSchema>;

/** The CSV columns of `GET /finance/usage/export`, in order (header row). */
export const USAGE_CSV_COLUMNS = [
  'transactionId',
  'confirmedAt',
  'accountId',
  'type',
  'amount',
  'currency',
  'beforeBalance',
  'afterBalance',
  'productType',
  'productId',
  'paymentMethod',
] as const satisfies readonly (keyof UsageLogItem)[];

export const ZBalanceAlertSchema = z
  .object({
    /** Null when the alert is off. */
    threshold: z.string().nullable(),
    currency: z.string(),
    /** True while the balance is below the threshold and the one e-mail for this crossing has gone out. */
    triggered: z.boolean(),
  })
  .meta({ id: 'BalanceAlert' });
export type BalanceAlert = z.output<typeof ZBalanceAlertSchema>;

export const ZFinanceOverviewResultSchema = z.object({
  range: z.enum(FINANCE_OVERVIEW_RANGES),
  /** The time zone the days are counted in (the user's profile time zone). */
  timezone: z.string(),
  balance: money(),
  currency: z.string(),
  /** Money spent on sends in the range, net of refunded message charges. */
  spendTotal: money(),
  /** One point per day of the range (`date` YYYY-MM-DD), oldest first, zero days included. */
  spendByDay: z.array(z.object({ date: z.string(), amount: money() })),
  /** Spend per destination country (ISO alpha-2), largest first. */
  spendByCountry: z.array(z.object({ country: z.string(), amount: money(), messages: z.number().int() })),
  /** The newest recharges (at most 5). */
  recentRecharges: z.array(ZRechargeLogItemSchema),
  alert: ZBalanceAlertSchema,
});
export type FinanceOverviewResult = z.output<typeof ZFinanceOverviewResultSchema>;
