/** The SMS overview call and its query, keyed by account, range and timezone. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SmsOverviewRange, SmsOverviewResult } from '@beacon/shared/api/sms-overview';
import { api } from '@/shared/request';
import { smsKeys, useAccountId } from './queries';

export function useSmsOverview(range: SmsOverviewRange, timezone: string) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: [...smsKeys.account(accountId), 'overview', range, timezone] as const,
    queryFn: () => api.post<SmsOverviewResult>('/sms/overview', { range, timezone }, { json: true }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}
