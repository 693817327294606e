import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { TIME_FORMATS } from '@beacon/shared/constants/index';
import { AppProviders } from '@/app/providers/AppProviders';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';
import { i18n } from '../i18n';
import { useTokenStore } from '../session';
import { formatDate, pickerFormatsOf } from './date';
import { useFormatDate } from './use-format-date';

const AT = '2026-03-02T09:05:07.000Z';
const en = (timezone: string, timeFormat: string) => ({ timezone, timeFormat, dayjsLocale: 'en' });

describe('formatDate', () => {
  test.each([
    ['YYYY-MM-DDTHH:mm:ssZ', 'Asia/Tokyo', '2026-03-02T18:05:07+09:00'],
    ['YYYY-MM-DD HH:mm:ss', 'UTC', '2026-03-02 09:05:07'],
    ['YYYY-MM-DD hh:mm:ss A', 'America/Los_Angeles', '2026-03-02 01:05:07 AM'],
    ['MM/DD/YYYY HH:mm', 'America/New_York', '03/02/2026 04:05'],
    ['MM/DD/YYYY hh:mm A', 'Asia/Shanghai', '03/02/2026 05:05 PM'],
    ['DD/MM/YYYY HH:mm', 'Europe/London', '02/03/2026 09:05'],
    ['DD.MM.YYYY HH:mm', 'Europe/Berlin', '02.03.2026 10:05'],
    ['MMM D, YYYY h:mm A', 'Australia/Sydney', 'Mar 2, 2026 8:05 PM'],
    ['D MMM YYYY HH:mm', 'Europe/Paris', '2 Mar 2026 10:05'],
  ])('%s in %s reads %s', (format, zone, expected) => {
    expect(formatDate(AT, en(zone, format))).toBe(expected);
  });

  test('covers all nine time formats', () => {
    expect(TIME_FORMATS).toHaveLength(9);
    for (const format of TIME_FORMATS) expect(formatDate(AT, en('UTC', format))).not.toBe('—');
  });

  test('month names follow the language, and the date-only form keeps the order', () => {
    expect(formatDate(AT, { timezone: 'UTC', timeFormat: 'D MMM YYYY HH:mm', dayjsLocale: 'zh-cn' })).toBe(
      '2 3月 2026 09:05',
    );
    expect(formatDate(AT, en('America/Los_Angeles', 'DD/MM/YYYY HH:mm'), { dateOnly: true })).toBe(
      '02/03/2026',
    );
    // A day earlier in Los Angeles than in UTC.
    expect(
      formatDate('2026-03-02T03:00:00Z', en('America/Los_Angeles', 'YYYY-MM-DD HH:mm:ss'), {
        dateOnly: true,
      }),
    ).toBe('2026-03-01');
  });

  test('missing or unreadable values and unknown settings do not break the page', () => {
    expect(formatDate(null, en('UTC', 'YYYY-MM-DD HH:mm:ss'))).toBe('—');
    expect(formatDate('not a date', en('UTC', 'YYYY-MM-DD HH:mm:ss'), { empty: '' })).toBe('');
    expect(formatDate(AT, en('Nowhere/Else', 'nonsense'))).toBe('2026-03-02 09:05:07');
  });
});

describe('useFormatDate', () => {
  beforeEach(async () => {
    await resetApp();
  });

  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

  test("formats in the signed-in user's timezone and time format, in the current language", async () => {
    fakeServer(() => envelope({ timezone: 'Asia/Tokyo', timeFormat: 'MMM D, YYYY h:mm A', accounts: [] }));
    useTokenStore.setState({ token: 'session' });
    const { result } = renderHook(() => useFormatDate(), { wrapper });
    // UTC and the default format until the user info arrives.
    expect(result.current(AT)).toBe('2026-03-02 09:05:07');
    await waitFor(() => expect(result.current(AT)).toBe('Mar 2, 2026 6:05 PM'));
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(result.current(AT)).toBe('3月 2, 2026 6:05 晚上'));
  });
});

describe('picker formats', () => {
  test.each(TIME_FORMATS)('%s: the picker shows the same order and clock, to the minute', (timeFormat) => {
    const { date, dateTime, time } = pickerFormatsOf(timeFormat);
    expect(dateTime).toBe(`${date} ${time}`);
    expect(timeFormat.startsWith(date)).toBe(true);
    expect(time).not.toMatch(/s|Z/);
    expect(/A$/.test(time)).toBe(/A$/.test(timeFormat));
  });

  test('an unknown format falls back to the default', () => {
    expect(pickerFormatsOf('nonsense')).toEqual({
      date: 'YYYY-MM-DD',
      dateTime: 'YYYY-MM-DD HH:mm',
      time: 'HH:mm',
    });
  });
});
