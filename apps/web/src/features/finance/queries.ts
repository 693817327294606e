/**
 * TanStack Query hooks of the finance pages. Keys start with the current account, so switching accounts
 * never shows the previous account's prices, orders or logs.
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type {
  FinanceOrder,
  FinanceOverviewRange,
  TBalanceAlertSetInput,
  TCartLine,
} from '@beacon/shared/api/finance';
import { useUserInfo } from '@/shared/session';
import { financeApi, type RechargeLogListInput, type UsageLogListInput } from './api';

export const financeKeys = {
  all: ['finance'] as const,
  account: (accountId: string | null) => [...financeKeys.all, accountId ?? 'none'] as const,
  packages: (accountId: string | null) => [...financeKeys.account(accountId), 'packages'] as const,
  order: (accountId: string | null, orderId: string) =>
    [...financeKeys.account(accountId), 'order', orderId] as const,
  rechargeLog: (accountId: string | null, filters: Omit<RechargeLogListInput, 'cursor'>) =>
    [...financeKeys.account(accountId), 'rechargeLog', filters] as const,
  usageLog: (accountId: string | null, filters: Omit<UsageLogListInput, 'cursor'>) =>
    [...financeKeys.account(accountId), 'usageLog', filters] as const,
  overview: (accountId: string | null, range: FinanceOverviewRange) =>
    [...financeKeys.account(accountId), 'overview', range] as const,
};

/** Every finance call acts on the current account; none is made before it is known. */
export function useAccountId(): string | null {
  return useUserInfo().data?.currentAccount ?? null;
}

export function usePackages() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: financeKeys.packages(accountId),
    queryFn: financeApi.packages,
    enabled: accountId !== null,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: (items: TCartLine[]) => financeApi.createOrder(items) });
}

export function useOrder(
  orderId: string | null,
  refetchInterval: UseQueryOptions<FinanceOrder>['refetchInterval'],
) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: financeKeys.order(accountId, orderId ?? ''),
    queryFn: () => financeApi.order(orderId ?? ''),
    enabled: accountId !== null && Boolean(orderId),
    refetchInterval,
    // A missing order stays missing; asking again only delays the answer.
    retry: false,
  });
}

const LOG_PAGE_SIZE = 20;

export function useRechargeLogPages(filters: Omit<RechargeLogListInput, 'cursor'>) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: financeKeys.rechargeLog(accountId, filters),
    queryFn: ({ pageParam }) =>
      financeApi.rechargeLog({ ...filters, cursor: pageParam, limit: LOG_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useUsageLogPages(filters: Omit<UsageLogListInput, 'cursor'>) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: financeKeys.usageLog(accountId, filters),
    queryFn: ({ pageParam }) => financeApi.usageLog({ ...filters, cursor: pageParam, limit: LOG_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useOverview(range: FinanceOverviewRange) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: financeKeys.overview(accountId, range),
    queryFn: () => financeApi.overview(range),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSetAlert() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (input: TBalanceAlertSetInput) => financeApi.setAlert(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.account(accountId) }),
  });
}
