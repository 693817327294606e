/**
 * The workplace's server data. Keys start with the current account, so switching accounts never shows the
 * previous one's numbers; the user info's version is in the checklist key because a bound phone ticks it.
 */
import { useQuery } from '@tanstack/react-query';
import { useUserInfo } from '@/shared/session';
import { dashboardApi } from './api';

const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (accountId: string | null) => [...dashboardKeys.all, accountId ?? 'none', 'summary'] as const,
  checklist: (accountId: string | null, phone: string | null) =>
    [...dashboardKeys.all, accountId ?? 'none', 'checklist', phone ?? ''] as const,
};

/** Today's numbers, refreshed every minute while the page is open. */
export function useDashboardSummary() {
  const accountId = useUserInfo().data?.currentAccount ?? null;
  return useQuery({
    queryKey: dashboardKeys.summary(accountId),
    queryFn: dashboardApi.summary,
    enabled: accountId !== null,
    refetchInterval: 60_000,
  });
}

export function useChecklist() {
  const user = useUserInfo().data;
  const accountId = user?.currentAccount ?? null;
  return useQuery({
    queryKey: dashboardKeys.checklist(accountId, user?.phone ?? null),
    queryFn: dashboardApi.checklist,
    enabled: accountId !== null,
  });
}
