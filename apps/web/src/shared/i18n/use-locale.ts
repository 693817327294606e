import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { FALLBACK_LOCALE, isAppLocale, storeLocale, type AppLocale } from './locales';

/** The current language and a switch that remembers the choice and confirms it (spec section 4). */
export function useLocale(): { locale: AppLocale; changeLocale: (next: AppLocale) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  const { message } = App.useApp();
  const locale = isAppLocale(instance.language) ? instance.language : FALLBACK_LOCALE;

  const changeLocale = useCallback(
    async (next: AppLocale) => {
      if (next === locale) return;
      // Stored first: the renders the switch causes already see it as this browser's own choice.
      storeLocale(next);
      await i18n.changeLanguage(next);
      // Confirmed in the language just chosen, so the user sees the switch took effect.
      void message.success(i18n.t('settings.locale.switched'));
    },
    [locale, message],
  );

  return { locale, changeLocale };
}
