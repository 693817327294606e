/** The admin insight calls (`/admin/insights/…`); the server refuses them (1006) to anyone but owners and admins. */
import type {
  InsightsAccountCardPage,
  InsightsAccountProfile,
  InsightsMessagePage,
  InsightsPivot,
  InsightsTraffic,
  TInsightsMessageSearchInput,
  TInsightsPeriodInput,
  TInsightsPivotInput,
} from '@beacon/shared/api/insights';
import type { PageQuery } from '@beacon/shared/api/admin';
import { api } from '@/shared/request';

export const insightsApi = {
  traffic: (period: TInsightsPeriodInput) => api.post<InsightsTraffic>('/admin/insights/traffic', period),
  pivot: (query: TInsightsPivotInput) => api.post<InsightsPivot>('/admin/insights/pivot', query),
  messages: (query: TInsightsMessageSearchInput) =>
    api.post<InsightsMessagePage>('/admin/insights/messages', query),
  accounts: (page: PageQuery) => api.post<InsightsAccountCardPage>('/admin/insights/accounts', page),
  profile: (accountId: string) =>
    api.post<InsightsAccountProfile>('/admin/insights/account/profile', { accountId }),
};
