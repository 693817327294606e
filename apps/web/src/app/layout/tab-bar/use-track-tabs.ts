import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTE_NAMES } from '@/shared/router';
import { useTabBar } from '@/shared/settings/tab-bar-store';
import { useCurrentRoute } from './use-current-route';

/** Routes that never get a tab: the reload hop and the not-found page. */
const NO_TAB: ReadonlySet<string> = new Set([ROUTE_NAMES.redirect, ROUTE_NAMES.notFound]);

/** With the tab bar on, every page visited opens (or refreshes) its tab. */
export function useTrackTabs(enabled: boolean): void {
  const { pathname, search } = useLocation();
  const route = useCurrentRoute();
  const openTab = useTabBar((state) => state.openTab);
  const name = route?.name;
  const title = route?.meta.locale;
  const keepAlive = route?.meta.keepAlive === true;

  useEffect(() => {
    if (!enabled || !name || !title || NO_TAB.has(name)) return;
    openTab({
      title,
      name,
      fullPath: `${pathname}${search}`,
      query: Object.fromEntries(new URLSearchParams(search)),
      ignoreCache: !keepAlive,
    });
  }, [enabled, name, title, keepAlive, pathname, search, openTab]);
}
