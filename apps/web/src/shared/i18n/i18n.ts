/** The one i18next instance. Keys are flat (`menu.dashboard.workplace`), so key and namespace separators are off. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildMessages } from './resources';
import { APP_LOCALES, FALLBACK_LOCALE, isAppLocale, readStoredLocale, type AppLocale } from './locales';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    APP_LOCALES.map((locale) => [locale, { translation: buildMessages(locale) }]),
  ),
  lng: readStoredLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...APP_LOCALES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The language in force, always one of the two the console ships. */
export function currentLocale(): AppLocale {
  return isAppLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}
