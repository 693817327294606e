/**
 * `useFormatDate()`: the one way the console shows a date. It answers a function that formats an ISO string,
 * epoch milliseconds or Date in the signed-in user's timezone and time format (user info `timezone`,
 * `timeFormat`, set on the preferences page) with month names in the current language. Before the user
 * info is known it uses UTC and ISO-like order.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../session';
import {
  DEFAULT_TIME_FORMAT,
  DEFAULT_TIMEZONE,
  formatDate,
  type DateInput,
  type FormatDateOptions,
} from './date';

export type FormatDate = (value: DateInput, options?: FormatDateOptions) => string;

export function useFormatDate(): FormatDate {
  const { i18n } = useTranslation();
  const { data: user } = useUserInfo();
  const timezone = user?.timezone ?? DEFAULT_TIMEZONE;
  const timeFormat = user?.timeFormat ?? DEFAULT_TIME_FORMAT;
  const dayjsLocale = i18n.language === 'zh-CN' ? 'zh-cn' : 'en';
  return useCallback(
    (value, options) => formatDate(value, { timezone, timeFormat, dayjsLocale }, options),
    [timezone, timeFormat, dayjsLocale],
  );
}
