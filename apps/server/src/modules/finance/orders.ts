/**
 * Recharge orders (API.md Finance, docs/money-flow.md): an order is priced from the packs, handed to the
 * payment provider, and settled by the provider's reports. A `paid` report credits the order's amount — never
 * the fee — as one RECHARGE ledger entry in the transaction that moves the order from pending to paid, so
 * however many times and in whatever order a provider reports, the credit happens exactly once.
 */
import {
  ErrorCode,
  FINANCE_RESULT_PATH,
  formatMicros,
  type FinanceOrder,
  type OrderCreateResult,
  type TCartLine,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { AccountRow, PaymentOrderRow, PaymentOrderStatus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newOrderId } from '../../lib/ids.js';
import { findBalance, recharge, reverseRecharge } from '../billing/index.js';
import type { PaymentProvider, PaymentReport } from '../../providers/payment/payment-provider.js';
import type { PaymentsConfig } from '../../providers/payment/payments-config.js';
import * as repo from './order-repo.js';
import { feeMicrosOf, packName, packPriceMicros } from './packages.js';

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  config: PaymentsConfig;
  provider: PaymentProvider;
  publicUrl: string;
  logger: { warn(object: object, message: string): void };
}

/** Why a refund was refused (ops prints it): the order is not paid, or the balance does not cover it. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Lines for the same pack are merged: the order lists each pack once. */
function mergeLines(lines: readonly TCartLine[]): TCartLine[] {
  const merged = new Map<TCartLine['packageId'], number>();
  for (const line of lines) merged.set(line.packageId, (merged.get(line.packageId) ?? 0) + line.quantity);
  return [...merged].map(([packageId, quantity]) => ({ packageId, quantity }));
}

export function createOrderService({ db, clock, config, provider, publicUrl, logger }: OrderServiceDeps) {
  async function view(order: PaymentOrderRow): Promise<FinanceOrder> {
    const balance = await findBalance(db, order.accountId);
    return {
      orderId: order.id,
      status: order.status,
      amount: formatMicros(order.amountMicros),
      fee: formatMicros(order.feeMicros),
      total: formatMicros(order.totalMicros),
      currency: order.currency,
      items: order.items.map((line) => ({
        packageId: line.packageId as TCartLine['packageId'],
        quantity: line.quantity,
        price: formatMicros(BigInt(line.priceMicros)),
      })),
      provider: order.provider,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      creditedAt: order.creditedAt?.toISOString() ?? null,
      transactionId: order.creditTransactionId,
      balance: formatMicros(balance?.balanceMicros ?? 0n),
    };
  }

  /** The order of `accountId`, expired first when its time is up; 1003 for another account's or none. */
  async function ownOrder(accountId: string, orderId: string): Promise<PaymentOrderRow> {
    const order = await repo.findOrder(db, orderId);
    if (!order || order.accountId !== accountId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    if (order.status === 'pending' && order.expiresAt <= clock()) {
      await repo.expireDueOrders(db, clock(), [order.id]);
      return (await repo.findOrder(db, orderId))!;
    }
    return order;
  }

  /**
   * Applies one provider report, once: the report's id is recorded and the order locked in one transaction;
   * a repeated report, or one for an order that has moved on, changes nothing.
   */
  async function applyReport(
    report: PaymentReport,
    paidFrom: readonly PaymentOrderStatus[],
  ): Promise<PaymentOrderRow | undefined> {
    const now = clock();
    await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, report.orderId);
      if (!order || order.provider !== provider.name) return;
      const fresh = await repo.recordEvent(tx, {
        provider: provider.name,
        eventId: report.eventId,
        type: report.eventType,
        orderId: order.id,
        receivedAt: now,
      });
      if (!fresh) return;
      if (report.outcome !== 'paid') {
        await repo.closeOrder(tx, order.id, report.outcome, now);
        return;
      }
      if (!paidFrom.includes(order.status)) return;
      const collected = report.collected;
      if (
        collected &&
        (collected.totalMicros !== order.totalMicros ||
          collected.currency !== order.currency ||
          (order.providerRef !== null && collected.providerRef !== order.providerRef))
      ) {
        // Never credit what was not paid for: the operator sorts it out with the provider.
        logger.warn(
          { orderId: order.id, collected: { ...collected, totalMicros: `${collected.totalMicros}` } },
          'payment report does not match its order: not credited',
        );
        return;
      }
      const change = await recharge(tx, {
        accountId: order.accountId,
        amountMicros: order.amountMicros,
        paymentMethod: order.provider,
        productId: order.id,
        at: now,
      });
      if (
        !(await repo.markPaid(tx, order.id, order.status, { at: now, transactionId: change.transactionId }))
      ) {
        throw new Error(`order ${order.id} moved while locked`);
      }
    });
    return repo.findOrder(db, report.orderId);
  }

  return {
    /** Prices the cart in the account's currency and opens the provider's payment page for it. */
    async create(
      userId: string,
      account: AccountRow,
      lines: readonly TCartLine[],
    ): Promise<OrderCreateResult> {
      const now = clock();
      const orderId = newOrderId(now);
      const items = mergeLines(lines).map((line) => {
        const price = packPriceMicros(line.packageId, account.currency, config);
        // No rate for the account's currency: recharging is not offered (package/list shows no conversion).
        if (price === null) throw new AppError(ErrorCode.NOT_ALLOWED);
        return { ...line, priceMicros: price };
      });
      const amountMicros = items.reduce((sum, line) => sum + line.priceMicros * BigInt(line.quantity), 0n);
      const feeMicros = feeMicrosOf(amountMicros, account.currency, config);
      const expiresAt = new Date(now.getTime() + config.orderExpiryMs);
      await repo.insertOrder(db, {
        id: orderId,
        accountId: account.id,
        createdBy: userId,
        status: 'pending',
        provider: provider.name,
        currency: account.currency,
        items: items.map((line) => ({ ...line, priceMicros: line.priceMicros.toString() })),
        amountMicros,
        feeMicros,
        totalMicros: amountMicros + feeMicros,
        feePercent: config.feePercent,
        conversionRate: account.currency === 'USD' ? null : (config.currencyRates[account.currency] ?? null),
        createdAt: now,
        expiresAt,
      });
      const checkout = await provider.createCheckout({
        orderId,
        accountId: account.id,
        currency: account.currency,
        lines: [
          ...items.map((line) => ({
            name: packName(line.packageId, 'en-US'),
            unitMicros: line.priceMicros,
            quantity: line.quantity,
          })),
          { name: 'Payment platform fee', unitMicros: feeMicros, quantity: 1 },
        ],
        totalMicros: amountMicros + feeMicros,
        expiresAt,
        returnUrl: `${publicUrl}${FINANCE_RESULT_PATH}?orderId=${orderId}`,
      });
      if (checkout.providerRef) await repo.setProviderRef(db, orderId, checkout.providerRef);
      return {
        orderId,
        amount: formatMicros(amountMicros),
        fee: formatMicros(feeMicros),
        total: formatMicros(amountMicros + feeMicros),
        currency: account.currency,
        payUrl: checkout.payUrl,
      };
    },

    async get(accountId: string, orderId: string): Promise<FinanceOrder> {
      return view(await ownOrder(accountId, orderId));
    },

    /** The sandbox page's order (its link's token is the credential); expired first when its time is up. */
    async findForPage(orderId: string): Promise<FinanceOrder | undefined> {
      const order = await repo.findOrder(db, orderId);
      return order ? view(await ownOrder(order.accountId, orderId)) : undefined;
    },

    /** The sandbox's report (its page's buttons, or the scriptable call): only a pending order moves. */
    async completeSandbox(
      accountId: string | null,
      orderId: string,
      outcome: 'paid' | 'cancelled' | 'failed',
    ): Promise<PaymentOrderRow> {
      const order = accountId ? await ownOrder(accountId, orderId) : await repo.findOrder(db, orderId);
      if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
      if (order.status === 'pending' && order.expiresAt <= clock()) {
        await repo.expireDueOrders(db, clock(), [order.id]);
      }
      if (outcome === 'cancelled') {
        await repo.closeOrder(db, order.id, 'cancelled', clock());
        return (await repo.findOrder(db, orderId))!;
      }
      const report: PaymentReport = {
        eventId: `${orderId}:${outcome}`,
        eventType: `sandbox.${outcome}`,
        orderId,
        outcome,
        collected: null,
      };
      return (await applyReport(report, ['pending']))!;
    },

    /** A provider's webhook report. A real payment is credited even after our own expiry: money was taken. */
    async applyProviderReport(report: PaymentReport): Promise<void> {
      await applyReport(report, ['pending', 'expired']);
    },

    view,

    /** Orders still unpaid at their expiry become `expired` (the finance sweeper). */
    async expireDue(): Promise<number> {
      return (await repo.expireDueOrders(db, clock())).length;
    },
  };
}

/**
 * The operator's refund (`order:refund`): a paid order's amount leaves the balance as a REFUNDED entry, in
 * the transaction that marks the order refunded — refused (1006) when the balance no longer covers it. The
 * fee stays with the payment platform.
 */
export async function refundOrder(
  { db, clock }: { db: Database; clock: Clock },
  orderId: string,
): Promise<{ orderId: string; status: 'refunded'; balance: string; currency: string }> {
  const now = clock();
  return db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw new RefundRefusedError(ErrorCode.ORDER_NOT_FOUND, `no order ${orderId}`);
    if (order.status !== 'paid') {
      throw new RefundRefusedError(ErrorCode.NOT_ALLOWED, `order ${orderId} is ${order.status}, not paid`);
    }
    const change = await reverseRecharge(tx, {
      accountId: order.accountId,
      amountMicros: order.amountMicros,
      orderId: order.id,
      paymentMethod: order.provider,
      at: now,
    });
    if (!change) {
      throw new RefundRefusedError(
        ErrorCode.NOT_ALLOWED,
        `the balance no longer covers ${formatMicros(order.amountMicros)} ${order.currency}: ` +
          'a refund never takes it below zero',
      );
    }
    await repo.markRefunded(tx, order.id, { at: now, transactionId: change.transactionId });
    return {
      orderId,
      status: 'refunded',
      balance: formatMicros(change.balanceMicros),
      currency: change.currency,
    };
  });
}
