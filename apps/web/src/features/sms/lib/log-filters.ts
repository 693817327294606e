/**
 * The log's filters as they live in the address bar (so a link — the send result's "view in log" — opens the
 * log filtered) and as the list and export calls take them.
 */
import type { Dayjs } from 'dayjs';
import {
  SMS_LOG_DIRECTIONS,
  SMS_LOG_STATUSES,
  type SmsLogDirection,
  type SmsLogStatus,
} from '@beacon/shared/validation/sms-log';
import type { LogListInput } from '../api';
import { fromPickerValue, nowInZone } from './user-time';

export interface LogFilters {
  /** ISO 8601 UTC, inclusive. */
  since?: string;
  /** ISO 8601 UTC, exclusive. */
  until?: string;
  status: SmsLogStatus[];
  direction?: SmsLogDirection;
  phone?: string;
  country?: string;
}

export const EMPTY_LOG_FILTERS: LogFilters = { status: [] };

/**
 * Statuses about to change: the log refreshes itself while any row shows one. Scheduled messages are left
 * out — they may wait a day, and polling all that time would only cost requests.
 */
export const IN_FLIGHT_STATUSES: readonly SmsLogStatus[] = ['queued', 'sending', 'sent'];

const isStatus = (value: string): value is SmsLogStatus =>
  (SMS_LOG_STATUSES as readonly string[]).includes(value);
const isDirection = (value: string | null): value is SmsLogDirection =>
  (SMS_LOG_DIRECTIONS as readonly (string | null)[]).includes(value);
const isIsoTime = (value: string | null): value is string =>
  value !== null && !Number.isNaN(Date.parse(value));

export function filtersFromSearch(search: URLSearchParams): LogFilters {
  const since = search.get('since');
  const until = search.get('until');
  const direction = search.get('direction');
  return {
    since: isIsoTime(since) ? since : undefined,
    until: isIsoTime(until) ? until : undefined,
    status: (search.get('status') ?? '').split(',').filter(isStatus),
    direction: isDirection(direction) ? direction : undefined,
    phone: search.get('phone')?.trim() || undefined,
    country: search.get('country')?.trim().toUpperCase() || undefined,
  };
}

export function filtersToSearch(filters: LogFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.since) search.set('since', filters.since);
  if (filters.until) search.set('until', filters.until);
  if (filters.status.length > 0) search.set('status', filters.status.join(','));
  if (filters.direction) search.set('direction', filters.direction);
  if (filters.phone) search.set('phone', filters.phone);
  if (filters.country) search.set('country', filters.country);
  return search;
}

/** The body of `/sms/log/list` without paging; empty filters are left out. */
export function toLogRequest(filters: LogFilters): Omit<LogListInput, 'cursor'> {
  return {
    ...(filters.since ? { since: filters.since } : {}),
    ...(filters.until ? { until: filters.until } : {}),
    ...(filters.status.length > 0 ? { status: filters.status } : {}),
    ...(filters.direction ? { direction: filters.direction } : {}),
    ...(filters.phone ? { phone: filters.phone } : {}),
    ...(filters.country ? { country: filters.country } : {}),
  };
}

/** The export's query string: the same filters, lists comma-separated (API.md). */
export function toExportQuery(filters: LogFilters): string {
  return filtersToSearch(filters).toString();
}

export type RangePreset = 'today' | 'last7Days' | 'last30Days';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'last7Days', 'last30Days'];
const PRESET_DAYS: Record<RangePreset, number> = { today: 1, last7Days: 7, last30Days: 30 };

/** Whole days in the picker's values: today and the days before it, as picker values. */
export function presetDays(preset: RangePreset, tz: string): [Dayjs, Dayjs] {
  const today = nowInZone(tz).startOf('day');
  return [today.subtract(PRESET_DAYS[preset] - 1, 'day'), today];
}

/** A picked day range read in the user's timezone: from the first day's start to the last day's end. */
export function daysToRange(
  days: readonly [Dayjs | null, Dayjs | null],
  tz: string,
): { since?: string; until?: string } {
  const [first, last] = days;
  return {
    ...(first ? { since: fromPickerValue(first.startOf('day'), tz) } : {}),
    ...(last ? { until: fromPickerValue(last.startOf('day').add(1, 'day'), tz) } : {}),
  };
}
