import { describe, expect, test } from 'vitest';
import { FIXED_TAB, neighbourOf, onlyTab, tabsUpTo, withTab, withoutTab, type TabItem } from './tab-list';

const tab = (name: string, extra: Partial<TabItem> = {}): TabItem => ({
  title: `menu.${name}`,
  name,
  fullPath: `/${name}`,
  query: {},
  ignoreCache: true,
  ...extra,
});

const names = (tabs: readonly TabItem[]) => tabs.map((open) => open.name);
const OPEN = [FIXED_TAB, tab('a'), tab('b'), tab('c')];

describe('the tab list', () => {
  test('one tab per route: revisiting refreshes its path and query in place', () => {
    const tabs = withTab(OPEN, tab('a', { fullPath: '/a?page=2', query: { page: '2' } }));
    expect(names(tabs)).toEqual(['Workplace', 'a', 'b', 'c']);
    expect(tabs[1]).toMatchObject({ fullPath: '/a?page=2', query: { page: '2' } });
    expect(names(withTab(OPEN, tab('d')))).toEqual(['Workplace', 'a', 'b', 'c', 'd']);
  });

  test('closing removes one tab, never the workplace', () => {
    expect(names(withoutTab(OPEN, 'b'))).toEqual(['Workplace', 'a', 'c']);
    expect(names(withoutTab(OPEN, 'Workplace'))).toEqual(['Workplace', 'a', 'b', 'c']);
  });

  test('close others keeps the workplace and the chosen tab', () => {
    expect(names(onlyTab(OPEN, 'b'))).toEqual(['Workplace', 'b']);
    expect(names(onlyTab(OPEN, 'Workplace'))).toEqual(['Workplace']);
  });

  test('close to the right keeps the chosen tab and those left of it', () => {
    expect(names(tabsUpTo(OPEN, 'a'))).toEqual(['Workplace', 'a']);
    expect(names(tabsUpTo(OPEN, 'c'))).toEqual(['Workplace', 'a', 'b', 'c']);
    expect(names(tabsUpTo(OPEN, 'Workplace'))).toEqual(['Workplace']);
  });

  test('closing the tab on screen shows its left neighbour, else its right one', () => {
    expect(neighbourOf(OPEN, 'b')?.name).toBe('a');
    expect(neighbourOf(OPEN, 'a')?.name).toBe('Workplace');
    expect(neighbourOf([tab('x'), tab('y')], 'x')?.name).toBe('y');
    expect(neighbourOf(OPEN, 'nope')).toBeUndefined();
  });
});
