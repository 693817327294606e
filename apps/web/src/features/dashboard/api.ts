/** The workplace's calls (`/dashboard/...`): today's sending and the first-steps checklist. */
import { api } from '../../shared/request';

export interface DashboardSummary {
  sentToday: number;
  deliveredToday: number;
  failedToday: number;
  pendingToday: number;
  /** 0–1; null until one of today's messages is final. */
  deliveryRate: number | null;
  /** Start of the user's today (ISO 8601). */
  since: string;
  timezone: string;
}

export const CHECKLIST_KEYS = [
  'verifyIdentity',
  'bindPhone',
  'topUp',
  'sendTestMessage',
  'createApiKey',
] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
}

export const dashboardApi = {
  summary: () => api.post<DashboardSummary>('/dashboard/summary'),
  checklist: () => api.post<{ items: ChecklistItem[] }>('/dashboard/checklist'),
};
