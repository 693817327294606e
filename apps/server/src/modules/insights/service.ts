/** Composes the admin insights from their dependencies; every call acts inside one organisation. */
import type { InsightsRange, PivotDimension, TSmsLogFilters } from '@beacon/shared';
import { accountCards, accountProfile } from './accounts.js';
import { searchOrganisationMessages } from './message-search.js';
import { monitorReading, type MonitorDeps } from './monitor.js';
import { organisationPivot } from './pivot.js';
import { organisationTraffic } from './traffic.js';

interface Period {
  range: InsightsRange;
  timezone: string;
}

export function createInsights(deps: MonitorDeps) {
  return {
    traffic: (organisationId: string, period: Period) => organisationTraffic(deps, organisationId, period),
    pivot: (organisationId: string, query: Period & { rows: PivotDimension; columns: PivotDimension }) =>
      organisationPivot(deps, organisationId, query),
    messages: (
      organisationId: string,
      input: TSmsLogFilters & { accountId?: string; cursor?: string; limit: number },
    ) => searchOrganisationMessages(deps.db, organisationId, input),
    accounts: (organisationId: string, page: { page: number; pageSize: number }) =>
      accountCards(deps, organisationId, page),
    profile: (organisationId: string, accountId: string) => accountProfile(deps, organisationId, accountId),
    monitor: (organisationId: string) => monitorReading(deps, organisationId),
  };
}

export type Insights = ReturnType<typeof createInsights>;
