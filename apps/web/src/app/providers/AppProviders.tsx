/**
 * Everything a page needs around it: server-state cache, antd theme and language (following the layout
 * settings and i18next), antd's App context for themed messages and modals, and the bridge that lets the
 * HTTP client use them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '@/shared/feedback/FeedbackBridge';
import { usePrefersReducedMotion } from '@/shared/hooks/use-prefers-reduced-motion';
import { FALLBACK_LOCALE, isAppLocale } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { usePreferenceSync } from '@/shared/session';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { useResolvedTheme } from '@/shared/settings/resolved-theme';
import { ANTD_LOCALES, applyDayjsLocale } from './locale-packs';
import { buildTheme } from './theme';

function PreferenceSync() {
  usePreferenceSync();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isAppLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
  // "Follow system" (the default) resolves here, so everything below sees light or dark.
  const mode = useResolvedTheme();
  const themeColor = useLayoutSettings((state) => state.themeColor);
  const colorWeak = useLayoutSettings((state) => state.colorWeak);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(
    () => buildTheme(mode, themeColor, reducedMotion),
    [mode, themeColor, reducedMotion],
  );

  // Applied before children render so the first dates on screen are already in the right language.
  applyDayjsLocale(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    // Spec section 4: colour-weak mode is an 80 percent inversion of the whole page. On the root element a
    // filter does not become the containing block of fixed elements, so the navbar and drawers stay put.
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
    // For the few styles outside antd's theme (the progress bar).
    document.documentElement.style.setProperty('--beacon-primary', themeColor);
  }, [locale, mode, colorWeak, themeColor]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeConfig} locale={ANTD_LOCALES[locale]}>
        <AntdApp message={{ maxCount: 3 }}>
          <FeedbackBridge />
          <PreferenceSync />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
