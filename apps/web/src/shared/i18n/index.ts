export { i18n, currentLocale } from './i18n';
export {
  APP_LOCALES,
  FALLBACK_LOCALE,
  LOCALE_STORAGE_KEY,
  hasStoredLocale,
  isAppLocale,
  type AppLocale,
} from './locales';
export { useLocale } from './use-locale';
