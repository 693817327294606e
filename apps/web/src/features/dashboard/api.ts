/** The workplace's calls (`/dashboard/...`): today's sending and the first-steps checklist. */
import type { Checklist, DashboardSummary } from '@beacon/shared';
import { api } from '@/shared/request';

export const dashboardApi = {
  summary: () => api.post<DashboardSummary>('/dashboard/summary'),
  checklist: () => api.post<Checklist>('/dashboard/checklist'),
};
