/**
 * The console's finance calls (API.md "Finance", docs/finance-api.md). Types come from the shared contract;
 * calls whose failures the page explains itself (creating an order, reading one back, the alert form) are
 * quiet.
 */
import type {
  BalanceAlert,
  FinanceOrder,
  FinanceOverviewRange,
  FinanceOverviewResult,
  OrderCreateResult,
  PackageListResult,
  RechargeLogPage,
  TBalanceAlertSetInput,
  TCartLine,
  TRechargeLogListInput,
  TUsageLogListInput,
  UsageLogPage,
} from '@beacon/shared/api/finance';
import { api } from '@/shared/request';
import type { DownloadOptions } from '@/shared/request/api';

const JSON_BODY = { json: true } as const;
const QUIET_JSON = { quiet: true, json: true } as const;

/** The list filters as the console sends them: times as ISO strings (the schemas turn them into dates). */
export type RechargeLogListInput = Omit<TRechargeLogListInput, 'since' | 'until'> & {
  since?: string;
  until?: string;
};
export type UsageLogListInput = Omit<TUsageLogListInput, 'since' | 'until'> & {
  since?: string;
  until?: string;
};

export const financeApi = {
  packages: () => api.post<PackageListResult>('/finance/package/list'),
  createOrder: (items: TCartLine[]) =>
    api.post<OrderCreateResult>('/finance/order/create', { items }, QUIET_JSON),
  order: (orderId: string) => api.post<FinanceOrder>('/finance/order/get', { orderId }, { quiet: true }),

  rechargeLog: (input: RechargeLogListInput) =>
    api.post<RechargeLogPage>('/finance/recharge/list', input, JSON_BODY),
  usageLog: (input: UsageLogListInput) => api.post<UsageLogPage>('/finance/usage/list', input, JSON_BODY),
  /** `query` is the usage filters as URL parameters (types comma-separated). */
  usageExport: (query: string, options?: DownloadOptions) =>
    api.download(`/finance/usage/export${query ? `?${query}` : ''}`, options),

  overview: (range: FinanceOverviewRange) => api.post<FinanceOverviewResult>('/finance/overview', { range }),
  setAlert: (input: TBalanceAlertSetInput) => api.post<BalanceAlert>('/finance/alert/set', input, QUIET_JSON),
};
