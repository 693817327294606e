/**
 * The live monitor's readings (`POST /admin/insights/monitor`, owners and admins only): one asked for every
 * two seconds while the page is open, each added to the series the query holds (the last two minutes).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightsMonitor } from '@beacon/shared/api/insights';
import { api } from '@/shared/request';

const MONITOR_POLL_MS = 2_000;
/** Two minutes of readings at one every two seconds. */
const HISTORY = 60;
const KEY = ['dashboard', 'monitor'] as const;

export function useMonitorReadings() {
  const client = useQueryClient();
  return useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const reading = await api.post<InsightsMonitor>('/admin/insights/monitor');
      const earlier = client.getQueryData<InsightsMonitor[]>(KEY) ?? [];
      return [...earlier, reading].slice(-HISTORY);
    },
    refetchInterval: MONITOR_POLL_MS,
    // A failed reading is shown at once and the next poll tries again; retrying would hide the outage.
    retry: false,
  });
}
