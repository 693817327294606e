/**
 * Dates as the user asked to see them: in their timezone and one of the nine time formats of the
 * preferences (packages/shared TIME_FORMATS). Pure, so tests and non-React code use it directly; pages use
 * `useFormatDate()`, which fills in the signed-in user's choices.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_FORMATS, type TimeFormat } from '@beacon/shared/constants/index';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIME_FORMAT: TimeFormat = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_TIMEZONE = 'UTC';

/** The date part of each time format, for places that show a day (charts, "member since"). */
const DATE_ONLY_FORMATS: Record<TimeFormat, string> = {
  'YYYY-MM-DDTHH:mm:ssZ': 'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm:ss': 'YYYY-MM-DD',
  'YYYY-MM-DD hh:mm:ss A': 'YYYY-MM-DD',
  'MM/DD/YYYY HH:mm': 'MM/DD/YYYY',
  'MM/DD/YYYY hh:mm A': 'MM/DD/YYYY',
  'DD/MM/YYYY HH:mm': 'DD/MM/YYYY',
  'DD.MM.YYYY HH:mm': 'DD.MM.YYYY',
  'MMM D, YYYY h:mm A': 'MMM D, YYYY',
  'D MMM YYYY HH:mm': 'D MMM YYYY',
};

/**
 * What a date-and-time picker shows for each time format: the same order and clock, to the minute (a send
 * is scheduled to the minute, and pickers cannot type an offset).
 */
const PICKER_FORMATS: Record<TimeFormat, string> = {
  'YYYY-MM-DDTHH:mm:ssZ': 'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH:mm:ss': 'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD hh:mm:ss A': 'YYYY-MM-DD hh:mm A',
  'MM/DD/YYYY HH:mm': 'MM/DD/YYYY HH:mm',
  'MM/DD/YYYY hh:mm A': 'MM/DD/YYYY hh:mm A',
  'DD/MM/YYYY HH:mm': 'DD/MM/YYYY HH:mm',
  'DD.MM.YYYY HH:mm': 'DD.MM.YYYY HH:mm',
  'MMM D, YYYY h:mm A': 'MMM D, YYYY h:mm A',
  'D MMM YYYY HH:mm': 'D MMM YYYY HH:mm',
};

/** The picker formats of a time format: the day alone, and the day with its time (`showTime` gets the time part). */
export interface PickerFormats {
  date: string;
  dateTime: string;
  time: string;
}

export function pickerFormatsOf(timeFormat: string): PickerFormats {
  const format = isTimeFormat(timeFormat) ? timeFormat : DEFAULT_TIME_FORMAT;
  const dateTime = PICKER_FORMATS[format];
  const date = DATE_ONLY_FORMATS[format];
  return { date, dateTime, time: dateTime.slice(date.length).trim() };
}

function isTimeFormat(value: unknown): value is TimeFormat {
  return typeof value === 'string' && (TIME_FORMATS as readonly string[]).includes(value);
}

export interface DateDisplay {
  timezone: string;
  timeFormat: string;
  /** dayjs locale name: 'en' or 'zh-cn' (month names in MMM formats). */
  dayjsLocale: string;
}

export type DateInput = string | number | Date | null | undefined;

export interface FormatDateOptions {
  /** Only the day, in the order of the chosen format. */
  dateOnly?: boolean;
  /** Shown for a missing or unreadable value. */
  empty?: string;
}

export function formatDate(value: DateInput, display: DateDisplay, options: FormatDateOptions = {}): string {
  const empty = options.empty ?? '—';
  if (value === null || value === undefined || value === '') return empty;
  const instant = dayjs(value);
  if (!instant.isValid()) return empty;
  const format = isTimeFormat(display.timeFormat) ? display.timeFormat : DEFAULT_TIME_FORMAT;
  let zoned;
  try {
    zoned = instant.tz(display.timezone);
  } catch {
    // An unknown zone name (an old stored value): UTC rather than a blank.
    zoned = instant.tz(DEFAULT_TIMEZONE);
  }
  return zoned.locale(display.dayjsLocale).format(options.dateOnly ? DATE_ONLY_FORMATS[format] : format);
}
