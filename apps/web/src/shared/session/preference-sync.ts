/**
 * Keeps the language and theme of this browser and the user's saved preferences the same, so a user who
 * signs in on another browser meets the console as they left it.
 *
 * - When a session starts (sign-in, sign-up, SSO), what this browser was explicitly set to wins and is
 *   saved (a language chosen on the sign-in page, a dark theme); what it merely has by default gives way
 *   to the saved preference.
 * - Switching either one while signed in (navbar, settings drawer) saves it, quietly: a failed save
 *   leaves this browser as chosen and is tried again on the next switch.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UserInfo } from '@beacon/shared';
import { hasStoredLocale, useLocale } from '../i18n';
import { queryClient } from '../query/query-client';
import { api } from '../request';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '../settings/layout-settings';
import { useTokenStore } from './token-store';
import { sessionKeys, userInfoQuery } from './user-info';

let reconcileOnNextUser = false;

/** The first user info of the session just started settles which language and theme apply. */
export function reconcilePreferencesOnNextUser(): void {
  reconcileOnNextUser = true;
}

async function savePreferences(user: UserInfo, language: UserInfo['language'], theme: UserInfo['theme']) {
  // The call takes the whole set; the timezone and time format stay as saved.
  const input = { language, theme, timezone: user.timezone, timeFormat: user.timeFormat };
  await api.post('/user/update/preferences', input, { quiet: true });
  queryClient.setQueryData<UserInfo>(sessionKeys.userInfo(), (cached) =>
    cached ? { ...cached, language, theme } : cached,
  );
}

export function usePreferenceSync(): void {
  // Re-rendered when a session starts: startSession drops the cached user info, and only a render moves
  // the observer below onto the query the navigation guard fills next.
  useTokenStore((state) => state.token);
  // Watches the user info whoever loads it (the navigation guard), without loading it itself.
  const { data: user } = useQuery({ ...userInfoQuery(), enabled: false });
  const { locale, changeLocale } = useLocale();
  const theme = useLayoutSettings((state) => state.theme);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  // While a saved language is being applied, the browser's old one must not be saved over it.
  const adopting = useRef(false);
  const shown = useRef({ locale, theme });

  useEffect(() => {
    const switched = shown.current.locale !== locale || shown.current.theme !== theme;
    shown.current = { locale, theme };
    if (!user || adopting.current) return;
    if (reconcileOnNextUser) {
      reconcileOnNextUser = false;
      const language = hasStoredLocale() ? locale : user.language;
      const mode = theme !== DEFAULT_LAYOUT_SETTINGS.theme ? theme : user.theme;
      if (language !== user.language || mode !== user.theme)
        savePreferences(user, language, mode).catch(() => undefined);
      if (mode !== theme) updateSettings({ theme: mode });
      if (language !== locale) {
        adopting.current = true;
        void changeLocale(language).finally(() => (adopting.current = false));
      }
      return;
    }
    if (switched && (user.language !== locale || user.theme !== theme))
      savePreferences(user, locale, theme).catch(() => undefined);
  }, [user, locale, theme, changeLocale, updateSettings]);
}
