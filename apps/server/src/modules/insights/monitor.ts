/**
 * One reading of the live monitor for an organisation admin. Queue, rates and webhooks are the
 * organisation's own; the carrier binds are the platform's, given only as counts per state — which carriers
 * the provider uses, and where they are, is not the customer's business.
 */
import type { InsightsMonitor } from '@beacon/shared';
import type { CarrierBindState } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { readActivity } from './monitor-repo.js';
import { organisationAccounts } from './org-accounts.js';

/** Long enough to smooth single bursts, short enough that the chart follows a send within a poll or two. */
const MONITOR_WINDOW_SECONDS = 10;

export interface MonitorDeps {
  db: Database;
  clock: Clock;
  /** This process's binds; absent or null where it holds none (ROLE=api) or while they start. */
  carrierBinds?: () => CarrierBindState[] | null;
}

function bindCounts(binds: CarrierBindState[] | null | undefined): InsightsMonitor['binds'] {
  if (!binds) return null;
  const counts = { bound: 0, connecting: 0, refused: 0 };
  for (const bind of binds) counts[bind.state] += 1;
  return counts;
}

const perSecond = (n: number) => Math.round((n / MONITOR_WINDOW_SECONDS) * 100) / 100;

export async function monitorReading(deps: MonitorDeps, organisationId: string): Promise<InsightsMonitor> {
  const now = deps.clock();
  const accounts = await organisationAccounts(deps.db, organisationId);
  const activity = await readActivity(
    deps.db,
    accounts.map((account) => account.id),
    now,
    MONITOR_WINDOW_SECONDS * 1_000,
  );
  return {
    at: now.toISOString(),
    windowSeconds: MONITOR_WINDOW_SECONDS,
    acceptedPerSecond: perSecond(activity.accepted),
    submittedPerSecond: perSecond(activity.submitted),
    queue: {
      scheduled: activity.queue.scheduled ?? 0,
      queued: activity.queue.queued ?? 0,
      sending: activity.queue.sending ?? 0,
    },
    webhooks: { pending: activity.webhooks.pending ?? 0, failed: activity.webhooks.failed ?? 0 },
    binds: bindCounts(deps.carrierBinds?.()),
  };
}
