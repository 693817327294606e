/**
 * The console's finance calls (docs/finance-api.md), all on the user's current account: packages, orders,
 * the recharge and usage logs with the CSV export, the overview and the low-balance alert.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_PACKAGE_IDS,
  ZBalanceAlertSchema,
  ZBalanceAlertSetSchema,
  ZFinanceOrderSchema,
  ZFinanceOverviewResultSchema,
  ZFinanceOverviewSchema,
  ZOrderCreateResultSchema,
  ZOrderCreateSchema,
  ZOrderGetSchema,
  ZPackageListResultSchema,
  ZRechargeLogListSchema,
  ZRechargeLogPageSchema,
  ZUsageLogFiltersSchema,
  ZUsageLogListSchema,
  ZUsageLogPageSchema,
  formatMicros,
  type PackageListResult,
} from '@beacon/shared';
import { authenticateHook, authOf } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import type { SessionService } from '../sessions/index.js';
import type { FinanceServices } from './services.js';
import {
  PACKAGE_IMAGE_PATH,
  PACKS,
  conversionOf,
  packDescription,
  packName,
  packPriceMicros,
} from './packages.js';

const USAGE_FILTERS_TEXT =
  '`accountId` any account of the organisation (default the current one; 2010 otherwise); `since` (inclusive) ' +
  'and `until` (exclusive) ISO 8601 times of `confirmedAt`; `type` a list of CONSUME, RECHARGE, REFUNDED.';

export const financeRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  finance: FinanceServices;
}> = async (app, { sessions, currentAccount, finance }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];
  const tags = ['finance'];
  const { config } = finance;

  app.post(
    '/finance/package/list',
    {
      schema: {
        summary: 'Recharge packages in the account currency, the fee and the collecting company',
        description:
          'Price equals credit; the fee (percent) is added on top and never credited. Accounts billed in ' +
          'another currency get the packs converted at the configured rate, named in `conversion`.',
        tags,
        security,
        response: { 200: envelopeOf(ZPackageListResultSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const items: PackageListResult['items'] = [];
      for (const packageId of FINANCE_PACKAGE_IDS) {
        const price = packPriceMicros(packageId, account.currency, config);
        if (price === null) continue;
        items.push({
          packageId,
          name: packName(packageId, locale),
          description: packDescription(packageId, locale),
          image: `${PACKAGE_IMAGE_PATH}/${packageId}.svg`,
          price: formatMicros(price),
          currency: account.currency,
          basePrice: formatMicros(PACKS[packageId].usdMicros),
          baseCurrency: 'USD',
        });
      }
      return ok({
        items,
        fee: { percent: config.feePercent },
        company: config.company,
        conversion: conversionOf(account.currency, config),
        provider: config.provider,
      });
    },
  );

  app.post(
    '/finance/order/create',
    {
      schema: {
        summary: 'Create a recharge order from the cart and open its payment page',
        description:
          '`amount` = Σ price × quantity is what will be credited; `total` = amount + fee is what is charged. ' +
          '`payUrl` is the sandbox page or a Stripe Checkout page. 1006 when no rate converts the packs into ' +
          'the account currency.',
        tags,
        security,
        body: ZOrderCreateSchema,
        response: { 200: envelopeOf(ZOrderCreateResultSchema) },
      },
    },
    async (request) =>
      ok(await finance.orders.create(authOf(request).userId, currentAccountOf(request), request.body.items)),
  );

  app.post(
    '/finance/order/get',
    {
      schema: {
        summary: 'One order of the current account, with the balance now',
        description:
          'Unknown orders and orders of other accounts are 1003. `creditedAt` is set together with `paidAt`.',
        tags,
        security,
        body: ZOrderGetSchema,
        response: { 200: envelopeOf(ZFinanceOrderSchema) },
      },
    },
    async (request) => ok(await finance.orders.get(currentAccountOf(request).id, request.body.orderId)),
  );

  app.post(
    '/finance/recharge/list',
    {
      schema: {
        summary: 'Recharge log of the current account',
        description:
          'Every RECHARGE ledger entry (payments, operator credits, the trial credit), newest first, keyset ' +
          'paging; `status` REFUNDED once the paid order was refunded.',
        tags,
        security,
        body: ZRechargeLogListSchema,
        response: { 200: envelopeOf(ZRechargeLogPageSchema) },
      },
    },
    async (request) => ok(await finance.logs.rechargeList(currentAccountOf(request).id, request.body)),
  );

  app.post(
    '/finance/usage/list',
    {
      schema: {
        summary: 'Usage log: every ledger entry of an account',
        description: `Newest first, keyset paging on (confirmedAt, id). ${USAGE_FILTERS_TEXT}`,
        tags,
        security,
        body: ZUsageLogListSchema,
        response: { 200: envelopeOf(ZUsageLogPageSchema) },
      },
    },
    async (request) =>
      ok(await finance.logs.usageList(authOf(request).userId, currentAccountOf(request), request.body)),
  );

  app.get(
    '/finance/usage/export',
    {
      schema: {
        summary: 'Export the filtered usage log as CSV',
        description:
          `Every matching entry, newest first, streamed as text/csv (UTF-8 with BOM, header row). ${USAGE_FILTERS_TEXT} ` +
          'Errors are answered as the JSON envelope before any CSV is sent.',
        tags,
        security,
        querystring: ZUsageLogFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const lines = await finance.logs.usageCsv(
        authOf(request).userId,
        currentAccountOf(request),
        request.query,
      );
      const stamp = finance.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="usage-${stamp}.csv"`)
        .send(Readable.from(lines));
    },
  );

  app.post(
    '/finance/overview',
    {
      schema: {
        summary: 'Balance, spend per day and per country, recent recharges, the low-balance alert',
        description:
          'Days are counted in the user profile time zone; `range` today, 7d (default), 30d or 1y.',
        tags,
        security,
        body: ZFinanceOverviewSchema,
        response: { 200: envelopeOf(ZFinanceOverviewResultSchema) },
      },
    },
    async (request) => {
      const account = currentAccountOf(request);
      const alert = await finance.alerts.get(account);
      return ok(await finance.overview.overview(authOf(request).userId, account, request.body.range, alert));
    },
  );

  app.post(
    '/finance/alert/get',
    {
      schema: {
        summary: 'The low-balance alert of the current account',
        tags,
        security,
        response: { 200: envelopeOf(ZBalanceAlertSchema) },
      },
    },
    async (request) => ok(await finance.alerts.get(currentAccountOf(request))),
  );

  app.post(
    '/finance/alert/set',
    {
      schema: {
        summary: 'Set or clear the low-balance alert threshold',
        description:
          'One e-mail goes to the account creator and the organisation owners when the balance drops below ' +
          'the threshold; it is re-armed once the balance is back at or above it. Null or blank turns it off.',
        tags,
        security,
        body: ZBalanceAlertSetSchema,
        response: { 200: envelopeOf(ZBalanceAlertSchema) },
      },
    },
    async (request) => ok(await finance.alerts.set(currentAccountOf(request), request.body.threshold)),
  );
};
