/** antd's and dayjs' own texts follow the console language. */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ConfigProviderProps } from 'antd';
import type { AppLocale } from '@/shared/i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export const ANTD_LOCALES: Record<AppLocale, AntdLocale> = { 'en-US': enUS, 'zh-CN': zhCN };
const DAYJS_LOCALES: Record<AppLocale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn' };

export function applyDayjsLocale(locale: AppLocale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
}
