import { beforeEach, describe, expect, test } from 'vitest';
import { useTabBar } from './tab-bar-store';
import type { TabItem } from './tab-list';

const tab = (name: string, ignoreCache: boolean): TabItem => ({
  title: `menu.${name}`,
  name,
  fullPath: `/${name}`,
  query: {},
  ignoreCache,
});

beforeEach(() => useTabBar.getState().reset());

describe('the tab bar store', () => {
  test('starts with the fixed workplace tab and nothing cached', () => {
    expect(useTabBar.getState().tabs.map((open) => open.name)).toEqual(['Workplace']);
    expect([...useTabBar.getState().cache]).toEqual([]);
  });

  test('caches the pages that are not ignoreCache, and forgets them when their tab closes', () => {
    const { openTab, closeTab, closeOthers } = useTabBar.getState();
    openTab(tab('Faq', false));
    openTab(tab('Mms', true));
    openTab(tab('Send', false));
    expect([...useTabBar.getState().cache]).toEqual(['Faq', 'Send']);
    closeTab('Faq');
    expect([...useTabBar.getState().cache]).toEqual(['Send']);
    closeOthers('Mms');
    expect([...useTabBar.getState().cache]).toEqual([]);
    expect(useTabBar.getState().tabs.map((open) => open.name)).toEqual(['Workplace', 'Mms']);
  });

  test('dropping a page from the cache keeps its tab; visiting it again caches it again', () => {
    const { openTab, dropCache } = useTabBar.getState();
    openTab(tab('Faq', false));
    dropCache('Faq');
    expect(useTabBar.getState().cache.has('Faq')).toBe(false);
    expect(useTabBar.getState().tabs.map((open) => open.name)).toContain('Faq');
    openTab(tab('Faq', false));
    expect(useTabBar.getState().cache.has('Faq')).toBe(true);
  });
});
