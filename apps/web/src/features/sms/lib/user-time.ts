/**
 * Times in the user's own timezone and time format (user info, spec section 1). Pickers show the local
 * clock of the browser, so a value is carried across as the wall-clock time it has in the user's timezone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import { useUserInfo } from '../../../shared/session';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';
export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The instant `iso` as the picker value showing its time in `tz`. */
export function toPickerValue(iso: string, tz: string): Dayjs {
  return dayjs(dayjs(iso).tz(tz).format(WALL_CLOCK));
}

/** The picker's wall-clock value read in `tz`, as an ISO 8601 UTC instant. */
export function fromPickerValue(value: Dayjs, tz: string): string {
  return dayjs.tz(value.format(WALL_CLOCK), tz).toISOString();
}

/** The picker value of "now" in `tz`. */
export function nowInZone(tz: string): Dayjs {
  return toPickerValue(new Date().toISOString(), tz);
}

export function formatInZone(iso: string, tz: string, format: string): string {
  return dayjs(iso).tz(tz).format(format);
}

export interface UserTime {
  timezone: string;
  timeFormat: string;
  format: (iso: string | null | undefined) => string;
}

export function useUserTime(): UserTime {
  const { data: user } = useUserInfo();
  const tz = user?.timezone || dayjs.tz.guess();
  const timeFormat = user?.timeFormat || DEFAULT_TIME_FORMAT;
  return useMemo(
    () => ({
      timezone: tz,
      timeFormat,
      format: (iso) => (iso ? formatInZone(iso, tz, timeFormat) : ''),
    }),
    [tz, timeFormat],
  );
}
