/**
 * TanStack Query hooks of the SMS pages. Keys start with the current account, so switching accounts never
 * shows the previous account's log or settings; changes invalidate what they affect.
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { SmsLogDetail, SmsLogPage } from '@beacon/shared/api/sms-log';
import type { TSmsSettingsUpdateInput } from '@beacon/shared/validation/sms';
import { reloadUserInfo, useUserInfo } from '@/shared/session';
import type { WebhookDeliveryPage, WebhookKind } from '@beacon/shared/api/webhooks';
import { smsApi, type LogListInput, type SendInput } from './api';

export const smsKeys = {
  all: ['sms'] as const,
  account: (accountId: string | null) => [...smsKeys.all, accountId ?? 'none'] as const,
  templates: (accountId: string | null) => [...smsKeys.account(accountId), 'templates'] as const,
  prices: (accountId: string | null, countries: readonly string[]) =>
    [...smsKeys.account(accountId), 'prices', countries] as const,
  logs: (accountId: string | null) => [...smsKeys.account(accountId), 'log'] as const,
  logList: (accountId: string | null, filters: Omit<LogListInput, 'cursor'>) =>
    [...smsKeys.logs(accountId), 'list', filters] as const,
  logDetail: (accountId: string | null, id: string) => [...smsKeys.logs(accountId), 'detail', id] as const,
  settings: (accountId: string | null) => [...smsKeys.account(accountId), 'settings'] as const,
  apiKeys: (accountId: string | null) => [...smsKeys.account(accountId), 'apiKeys'] as const,
  optOuts: (accountId: string | null, phone: string) =>
    [...smsKeys.account(accountId), 'optOuts', phone] as const,
  webhookDeliveries: (accountId: string | null) =>
    [...smsKeys.account(accountId), 'webhookDeliveries'] as const,
};

/** Every SMS call acts on the current account; none is made before it is known. */
export function useAccountId(): string | null {
  return useUserInfo().data?.currentAccount ?? null;
}

export function useTemplateOptions() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: smsKeys.templates(accountId),
    queryFn: smsApi.templateOptions,
    enabled: accountId !== null,
  });
}

/** Prices of the recipients' countries; idle while there are none. */
export function usePrices(countries: readonly string[]) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: smsKeys.prices(accountId, countries),
    queryFn: () => smsApi.prices([...countries]),
    enabled: accountId !== null && countries.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * One call for the whole send, a personalised file included (each recipient's variables travel with it):
 * the server accepts or refuses it as a whole, so a send is never left half done.
 */
export function useSend() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (input: SendInput) => smsApi.send(input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: smsKeys.logs(accountId) });
      // The balance shown everywhere lives in the user info.
      await reloadUserInfo().catch(() => undefined);
    },
  });
}

const LOG_PAGE_SIZE = 20;

/** Keyset pages of the log, newest first; `refetchInterval` keeps in-flight statuses moving. */
export function useLogPages(
  filters: Omit<LogListInput, 'cursor'>,
  refetchInterval: (query: { state: { data?: InfiniteData<SmsLogPage> } }) => number | false,
) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: smsKeys.logList(accountId, filters),
    queryFn: ({ pageParam }) => smsApi.logList({ ...filters, cursor: pageParam, limit: LOG_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval,
    enabled: accountId !== null,
  });
}

export function useLogDetail(
  id: string | null,
  refetchInterval: UseQueryOptions<SmsLogDetail>['refetchInterval'] = false,
) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: smsKeys.logDetail(accountId, id ?? ''),
    queryFn: () => smsApi.logDetail(id ?? ''),
    enabled: accountId !== null && Boolean(id),
    refetchInterval,
  });
}

export function useResendWebhook() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smsApi.resendWebhook,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: smsKeys.logs(accountId) }),
        queryClient.invalidateQueries({ queryKey: smsKeys.webhookDeliveries(accountId) }),
      ]),
  });
}

export function useSmsSettings() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: smsKeys.settings(accountId),
    queryFn: smsApi.settings,
    enabled: accountId !== null,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (patch: TSmsSettingsUpdateInput) => smsApi.updateSettings(patch),
    onSuccess: (settings) => queryClient.setQueryData(smsKeys.settings(accountId), settings),
  });
}

/** The queued test shows up in the recent deliveries at once, and its attempts as they are made. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (kind: WebhookKind) => smsApi.testWebhook(kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.webhookDeliveries(accountId) }),
  });
}

const WEBHOOK_PAGE_SIZE = 10;

/** Keyset pages of the account's webhook deliveries, newest first. */
export function useWebhookDeliveryPages(
  refetchInterval: (query: { state: { data?: InfiniteData<WebhookDeliveryPage> } }) => number | false,
) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: smsKeys.webhookDeliveries(accountId),
    queryFn: ({ pageParam }) => smsApi.webhookDeliveries({ cursor: pageParam, limit: WEBHOOK_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval,
    enabled: accountId !== null,
  });
}

export function useApiKeys() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: smsKeys.apiKeys(accountId),
    queryFn: smsApi.apiKeys,
    enabled: accountId !== null,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smsApi.createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.apiKeys(accountId) }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smsApi.revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsKeys.apiKeys(accountId) }),
  });
}

const OPT_OUT_PAGE_SIZE = 20;

export function useOptOutPages(phone: string) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: smsKeys.optOuts(accountId, phone),
    queryFn: ({ pageParam }) =>
      smsApi.optOuts({ phone: phone || undefined, cursor: pageParam, limit: OPT_OUT_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useRemoveOptOut() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smsApi.removeOptOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...smsKeys.account(accountId), 'optOuts'] }),
  });
}
