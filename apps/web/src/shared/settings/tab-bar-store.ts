/**
 * The tab bar's state (spec section 3): the open tabs and the cache set — names of the routes whose pages
 * stay mounted while hidden. Kept in memory: tabs belong to this visit and this user.
 */
import { create } from 'zustand';
import { FIXED_TAB, onlyTab, tabsUpTo, withKept, withTab, withoutTab, type TabItem } from './tab-list';

interface TabBarState {
  tabs: TabItem[];
  cache: ReadonlySet<string>;
  /** Opens (or refreshes) the tab of a visited route; a page that is not `ignoreCache` joins the cache. */
  openTab: (tab: TabItem) => void;
  /** Keeps a page mounted while hidden, or stops keeping it, whatever its route says. */
  setKept: (name: string, kept: boolean) => void;
  closeTab: (name: string) => void;
  closeOthers: (name: string) => void;
  closeToRight: (name: string) => void;
  /** Unmounts a kept page (before reloading it); visiting it again puts it back. */
  dropCache: (name: string) => void;
  reset: () => void;
}

/** The cache set that goes with a tab list: the names of its tabs that are kept. */
function cacheOf(tabs: readonly TabItem[], cache: ReadonlySet<string>): Set<string> {
  return new Set(tabs.filter((tab) => cache.has(tab.name)).map((tab) => tab.name));
}

/** The tabs, with `name` in the cache set or out of it as its tab now says. */
function withCaching(tabs: TabItem[], cache: ReadonlySet<string>, name: string) {
  const next = new Set(cache);
  if (tabs.find((tab) => tab.name === name)?.ignoreCache === false) next.add(name);
  else next.delete(name);
  return { tabs, cache: next };
}

export const useTabBar = create<TabBarState>()((set) => ({
  tabs: [FIXED_TAB],
  cache: new Set(),
  openTab: (tab) => set(({ tabs, cache }) => withCaching(withTab(tabs, tab), cache, tab.name)),
  setKept: (name, kept) => set(({ tabs, cache }) => withCaching(withKept(tabs, name, kept), cache, name)),
  closeTab: (name) =>
    set(({ tabs, cache }) => {
      const next = withoutTab(tabs, name);
      return { tabs: next, cache: cacheOf(next, cache) };
    }),
  closeOthers: (name) =>
    set(({ tabs, cache }) => {
      const next = onlyTab(tabs, name);
      return { tabs: next, cache: cacheOf(next, cache) };
    }),
  closeToRight: (name) =>
    set(({ tabs, cache }) => {
      const next = tabsUpTo(tabs, name);
      return { tabs: next, cache: cacheOf(next, cache) };
    }),
  dropCache: (name) =>
    set(({ cache }) => {
      const next = new Set(cache);
      next.delete(name);
      return { cache: next };
    }),
  reset: () => set({ tabs: [FIXED_TAB], cache: new Set() }),
}));
