import { describe, expect, test } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS } from '@/shared/settings/layout-settings';
import { planLayout, type PlannedSettings } from './layout-plan';

const plan = (patch: Partial<PlannedSettings>) => planLayout({ ...DEFAULT_LAYOUT_SETTINGS, ...patch });

describe('planning the layout from the settings', () => {
  test('the defaults: navbar, a 220 px side menu, footer, no tab bar, no floating buttons', () => {
    expect(plan({})).toEqual({
      navbar: true,
      menu: 'side',
      collapsed: false,
      siderWidth: 220,
      footer: true,
      tabBar: false,
      top: 60,
      floatingSettings: false,
      floatingMenu: false,
    });
  });

  test.each([
    ['menu off', { menu: false }, 'none'],
    ['menu off wins over top menu', { menu: false, topMenu: true }, 'none'],
    ['top menu', { topMenu: true }, 'top'],
    ['top menu without a navbar falls back to the side', { topMenu: true, navbar: false }, 'side'],
    ['hidden side menu', { hideMenu: true }, 'drawer'],
    ['a phone', { device: 'mobile' }, 'drawer'],
    ['a phone with top menu', { device: 'mobile', topMenu: true }, 'drawer'],
  ] as const)('%s → menu %s', (_, patch, placement) => {
    expect(plan(patch).menu).toBe(placement);
  });

  test.each([
    [{}, 220],
    [{ menuWidth: 300 }, 300],
    [{ menuCollapse: true }, 64],
    [{ topMenu: true }, 0],
    [{ hideMenu: true }, 0],
    [{ menu: false }, 0],
  ] as const)('%j leaves %i px for the side menu', (patch, width) => {
    expect(plan(patch).siderWidth).toBe(width);
  });

  test('without a navbar the page starts at the top and floating buttons stand in for it', () => {
    expect(plan({ navbar: false })).toMatchObject({ top: 0, floatingSettings: true, floatingMenu: false });
    expect(plan({ navbar: false, hideMenu: true })).toMatchObject({ floatingMenu: true });
  });

  test('collapse only means something for a side menu', () => {
    expect(plan({ menuCollapse: true, hideMenu: true }).collapsed).toBe(false);
  });
});
