/**
 * The usage log's filters as they live in the address bar (a reload or a shared link keeps them) and as the
 * list and export calls take them. Days are the user's own: a picked day runs from its midnight to the next
 * in the user's timezone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { LEDGER_ENTRY_TYPES, type LedgerEntryType } from '@beacon/shared/api/finance';
import type { UsageLogListInput } from '../api';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface UsageFilters {
  accountId?: string;
  /** ISO 8601 UTC, inclusive. */
  since?: string;
  /** ISO 8601 UTC, exclusive. */
  until?: string;
  type: LedgerEntryType[];
}

export const EMPTY_USAGE_FILTERS: UsageFilters = { type: [] };

const isType = (value: string): value is LedgerEntryType =>
  (LEDGER_ENTRY_TYPES as readonly string[]).includes(value);
const isoOrUndefined = (value: string | null) =>
  value !== null && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function filtersFromSearch(search: URLSearchParams): UsageFilters {
  return {
    accountId: search.get('account')?.trim() || undefined,
    since: isoOrUndefined(search.get('since')),
    until: isoOrUndefined(search.get('until')),
    type: (search.get('type') ?? '').split(',').filter(isType),
  };
}

export function filtersToSearch(filters: UsageFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.accountId) search.set('account', filters.accountId);
  if (filters.since) search.set('since', filters.since);
  if (filters.until) search.set('until', filters.until);
  if (filters.type.length > 0) search.set('type', filters.type.join(','));
  return search;
}

/** The body of `/finance/usage/list` without paging; empty filters are left out. */
export function toUsageRequest(filters: UsageFilters): Omit<UsageLogListInput, 'cursor'> {
  return {
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(filters.since ? { since: filters.since } : {}),
    ...(filters.until ? { until: filters.until } : {}),
    ...(filters.type.length > 0 ? { type: filters.type } : {}),
  };
}

/** The export's query string: the list's filters, with the API's parameter names. */
export function toExportQuery(filters: UsageFilters): string {
  const search = filtersToSearch(filters);
  if (filters.accountId) {
    search.delete('account');
    search.set('accountId', filters.accountId);
  }
  return search.toString();
}

const DAY = 'YYYY-MM-DD';

/** Picked days (the picker's local dates) as the range they mean in `tz`: first midnight to after the last. */
export function daysToRange(days: readonly [Dayjs | null, Dayjs | null] | null | undefined, tz: string) {
  const [first, last] = days ?? [null, null];
  return {
    since: first ? dayjs.tz(first.format(DAY), tz).toISOString() : undefined,
    until: last ? dayjs.tz(last.format(DAY), tz).add(1, 'day').toISOString() : undefined,
  };
}

/** The applied range as picker days in `tz` (the end is exclusive: a range to midnight ends the day before). */
export function rangeToDays(filters: UsageFilters, tz: string): [Dayjs | null, Dayjs | null] | null {
  if (!filters.since && !filters.until) return null;
  const day = (iso: string) => dayjs(dayjs(iso).tz(tz).format(DAY));
  return [
    filters.since ? day(filters.since) : null,
    filters.until ? day(new Date(Date.parse(filters.until) - 1).toISOString()) : null,
  ];
}
