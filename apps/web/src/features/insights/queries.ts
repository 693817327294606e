/** The insight pages' reads; a change of range, dimension, filter or page keeps the last answer on screen. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TInsightsMessageSearchInput,
  TInsightsPeriodInput,
  TInsightsPivotInput,
} from '@beacon/shared/api/insights';
import { insightsApi } from './api';

const keys = {
  all: ['insights'] as const,
  traffic: (period: TInsightsPeriodInput) => [...keys.all, 'traffic', period] as const,
  pivot: (query: TInsightsPivotInput) => [...keys.all, 'pivot', query] as const,
  messages: (query: TInsightsMessageSearchInput) => [...keys.all, 'messages', query] as const,
  accounts: (page: number, pageSize: number) => [...keys.all, 'accounts', page, pageSize] as const,
  profile: (accountId: string) => [...keys.all, 'profile', accountId] as const,
};

export const useTraffic = (period: TInsightsPeriodInput) =>
  useQuery({
    queryKey: keys.traffic(period),
    queryFn: () => insightsApi.traffic(period),
    placeholderData: keepPreviousData,
  });

export const usePivot = (query: TInsightsPivotInput) =>
  useQuery({
    queryKey: keys.pivot(query),
    queryFn: () => insightsApi.pivot(query),
    placeholderData: keepPreviousData,
  });

export const useMessageSearch = (query: TInsightsMessageSearchInput) =>
  useQuery({
    queryKey: keys.messages(query),
    queryFn: () => insightsApi.messages(query),
    placeholderData: keepPreviousData,
  });

export const useAccountCards = (page: number, pageSize: number) =>
  useQuery({
    queryKey: keys.accounts(page, pageSize),
    queryFn: () => insightsApi.accounts({ page, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useAccountProfile = (accountId: string | null) =>
  useQuery({
    queryKey: keys.profile(accountId ?? ''),
    queryFn: () => insightsApi.profile(accountId!),
    enabled: Boolean(accountId),
  });
