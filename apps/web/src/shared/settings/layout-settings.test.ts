import { beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from './layout-settings';
import { applySettingRules } from './setting-rules';

beforeEach(() => useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS }));

describe('layout settings', () => {
  test('start from the defaults of spec section 3, but the theme follows the system until chosen (issue 26)', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({
      theme: 'system',
      colorWeak: false,
      navbar: true,
      menu: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      footer: true,
      themeColor: '#165DFF',
      menuWidth: 220,
      globalSettings: false,
      device: 'desktop',
      tabBar: false,
      menuFromServer: false,
      serverMenu: [],
    });
  });

  test('switching the top menu on un-collapses the menu (spec section 4); off leaves it', () => {
    expect(applySettingRules({ topMenu: true })).toEqual({ topMenu: true, menuCollapse: false });
    expect(applySettingRules({ topMenu: false })).toEqual({ topMenu: false });
    useLayoutSettings.getState().updateSettings({ menuCollapse: true });
    useLayoutSettings.getState().updateSettings({ topMenu: true });
    expect(useLayoutSettings.getState()).toMatchObject({ topMenu: true, menuCollapse: false });
  });

  test('restoring the defaults keeps the device, the open drawer and the loaded server menu', () => {
    const menu = [{ name: 'dashboard', path: '/app/dashboard', locale: 'menu.dashboard', order: 0 }];
    const { updateSettings, resetSettings } = useLayoutSettings.getState();
    updateSettings({
      footer: false,
      theme: 'dark',
      device: 'mobile',
      globalSettings: true,
      serverMenu: menu,
    });
    resetSettings();
    expect(useLayoutSettings.getState()).toMatchObject({
      footer: true,
      theme: 'system',
      device: 'mobile',
      globalSettings: true,
      serverMenu: menu,
    });
  });
});
