/**
 * The tab bar's list operations (spec section 3: open tabs with title, name, fullPath, query, ignoreCache).
 * One tab per route name; the workplace tab is always first and cannot be closed.
 */
import { DEFAULT_ROUTE_NAME, DEFAULT_ROUTE_PATH } from '../router/route-names';

export interface TabItem {
  /** Locale key of the route's title, shown in the current language. */
  title: string;
  /** Route name (docs/contracts.md). */
  name: string;
  /** Path and query string, as last visited. */
  fullPath: string;
  query: Record<string, string>;
  /** True when the page is not kept mounted while another tab is shown. */
  ignoreCache: boolean;
  /** Set when the user chose to keep the page (or not) themselves; wins over the route's default. */
  keptByUser?: boolean;
}

export const FIXED_TAB: TabItem = {
  title: 'menu.dashboard.workplace',
  name: DEFAULT_ROUTE_NAME,
  fullPath: DEFAULT_ROUTE_PATH,
  query: {},
  ignoreCache: true,
};

export function isFixedTab(name: string): boolean {
  return name === FIXED_TAB.name;
}

/**
 * Adds the tab, or refreshes the one of the same route (its path, query and caching) in place; a choice
 * the user made to keep the page or not stays.
 */
export function withTab(tabs: readonly TabItem[], tab: TabItem): TabItem[] {
  const index = tabs.findIndex((open) => open.name === tab.name);
  if (index === -1) return [...tabs, tab];
  const chosen = tabs[index]!.keptByUser;
  const next = chosen === undefined ? tab : { ...tab, keptByUser: chosen, ignoreCache: !chosen };
  return tabs.map((open, i) => (i === index ? next : open));
}

/** The user's choice to keep a page mounted while hidden, or not. */
export function withKept(tabs: readonly TabItem[], name: string, kept: boolean): TabItem[] {
  return tabs.map((tab) => (tab.name === name ? { ...tab, keptByUser: kept, ignoreCache: !kept } : tab));
}

export function withoutTab(tabs: readonly TabItem[], name: string): TabItem[] {
  return isFixedTab(name) ? [...tabs] : tabs.filter((tab) => tab.name !== name);
}

/** Keeps the fixed tab and `name`. */
export function onlyTab(tabs: readonly TabItem[], name: string): TabItem[] {
  return tabs.filter((tab) => isFixedTab(tab.name) || tab.name === name);
}

/** Keeps `name` and everything to its left (and the fixed tab, which is always leftmost). */
export function tabsUpTo(tabs: readonly TabItem[], name: string): TabItem[] {
  const index = tabs.findIndex((tab) => tab.name === name);
  return index === -1 ? [...tabs] : tabs.filter((tab, i) => i <= index || isFixedTab(tab.name));
}

/**
 * Where to go when the tab being looked at closes: its left neighbour, else its right one, else the fixed
 * tab. Undefined when `name` is not open.
 */
export function neighbourOf(tabs: readonly TabItem[], name: string): TabItem | undefined {
  const index = tabs.findIndex((tab) => tab.name === name);
  if (index === -1) return undefined;
  return tabs[index - 1] ?? tabs[index + 1] ?? FIXED_TAB;
}
