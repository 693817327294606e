/**
 * Query hooks of the Verify page and the fraud guard section, under the account's key like the rest of the
 * SMS pages. The charts' range is a span back from now, computed when the call is made, so a refetch moves
 * the window with the clock.
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TFraudSettingsUpdateInput } from '@beacon/shared/api/fraud-guard';
import type { VerifySeriesBucket, VerifyStatus } from '@beacon/shared/api/verify';
import { smsKeys, useAccountId } from './queries';
import { fraudApi, verifyApi } from './verify-api';

export const VERIFY_RANGES = ['24h', '7d', '30d'] as const;
export type VerifyRange = (typeof VERIFY_RANGES)[number];

const HOUR_MS = 3_600_000;
const RANGE_SPANS: Record<VerifyRange, { ms: number; bucket: VerifySeriesBucket }> = {
  '24h': { ms: 24 * HOUR_MS, bucket: 'hour' },
  '7d': { ms: 7 * 24 * HOUR_MS, bucket: 'day' },
  '30d': { ms: 30 * 24 * HOUR_MS, bucket: 'day' },
};

const sinceOf = (range: VerifyRange) => new Date(Date.now() - RANGE_SPANS[range].ms).toISOString();

export interface VerifyFilters {
  status?: VerifyStatus[];
  country?: string;
  phone?: string;
}

const keys = {
  verify: (accountId: string | null) => [...smsKeys.account(accountId), 'verify'] as const,
  fraud: (accountId: string | null) => [...smsKeys.account(accountId), 'fraud'] as const,
};

const VERIFY_PAGE_SIZE = 20;

/** Keyset pages of the account's verifications, newest first. */
export function useVerificationPages(filters: VerifyFilters) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: [...keys.verify(accountId), 'list', filters] as const,
    queryFn: ({ pageParam }) => verifyApi.list({ ...filters, cursor: pageParam, limit: VERIFY_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useVerifyConversion(range: VerifyRange) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: [...keys.verify(accountId), 'conversion', range] as const,
    queryFn: () => verifyApi.conversion({ since: sinceOf(range) }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useVerifySeries(range: VerifyRange) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: [...keys.verify(accountId), 'series', range] as const,
    queryFn: () => verifyApi.series({ since: sinceOf(range), bucket: RANGE_SPANS[range].bucket }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFraudSettings() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: [...keys.fraud(accountId), 'settings'] as const,
    queryFn: fraudApi.settings,
    enabled: accountId !== null,
  });
}

export function useUpdateFraudSettings() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (patch: TFraudSettingsUpdateInput) => fraudApi.updateSettings(patch),
    onSuccess: (settings) => queryClient.setQueryData([...keys.fraud(accountId), 'settings'], settings),
  });
}

const BLOCK_PAGE_SIZE = 20;

/** Active blocks first, then lifted ones, newest first. */
export function useFraudBlockPages() {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: [...keys.fraud(accountId), 'blocks'] as const,
    queryFn: ({ pageParam }) => fraudApi.blocks({ cursor: pageParam, limit: BLOCK_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useLiftFraudBlock() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: fraudApi.lift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...keys.fraud(accountId), 'blocks'] }),
  });
}
