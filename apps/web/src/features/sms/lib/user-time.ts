/**
 * Times in the user's own timezone and time format (user info, spec section 1). Pickers show the local
 * clock of the browser, so a value is carried across as the wall-clock time it has in the user's timezone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import {
  DEFAULT_TIME_FORMAT,
  DEFAULT_TIMEZONE,
  pickerFormatsOf,
  type PickerFormats,
} from '@/shared/format/date';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useUserInfo } from '@/shared/session';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

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

export interface UserTime {
  timezone: string;
  timeFormat: string;
  /** What date pickers show: the user's order and clock (shared/format/date.ts). */
  pickers: PickerFormats;
  format: (iso: string | null | undefined) => string;
}

/** The user's timezone and time format for the SMS pages, formatting as everywhere else (useFormatDate). */
export function useUserTime(): UserTime {
  const { data: user } = useUserInfo();
  const formatDate = useFormatDate();
  const tz = user?.timezone ?? DEFAULT_TIMEZONE;
  const timeFormat = user?.timeFormat ?? DEFAULT_TIME_FORMAT;
  return useMemo(
    () => ({
      timezone: tz,
      timeFormat,
      pickers: pickerFormatsOf(timeFormat),
      format: (iso) => formatDate(iso, { empty: '' }),
    }),
    [tz, timeFormat, formatDate],
  );
}
