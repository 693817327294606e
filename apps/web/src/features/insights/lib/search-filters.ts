/**
 * The message search's filters as the form holds them and as the call sends them. Days are picked in the
 * user's timezone: the range runs from the first day's midnight to the midnight after the last day there.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TInsightsMessageSearchInput } from '@beacon/shared/api/insights';
import type { SmsLogStatus } from '@beacon/shared/validation/sms-log';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface SearchFilters {
  accountId?: string;
  phone?: string;
  status?: SmsLogStatus[];
  country?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

const midnight = (day: Dayjs, tz: string) => dayjs.tz(day.format('YYYY-MM-DD'), tz);

export function toSearchRequest(filters: SearchFilters, tz: string): TInsightsMessageSearchInput {
  const [first, last] = filters.days ?? [null, null];
  return {
    accountId: filters.accountId || undefined,
    phone: filters.phone?.trim() || undefined,
    status: filters.status?.length ? filters.status : undefined,
    country: filters.country || undefined,
    since: first ? midnight(first, tz).toISOString() : undefined,
    until: last ? midnight(last, tz).add(1, 'day').toISOString() : undefined,
  };
}
