import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '@/shared/settings/layout-settings';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@/test/viewport';
import { useDeviceSync } from './use-device-sync';

const TABLET_WIDTH = 800;
const initialInnerWidth = window.innerWidth;
let restoreViewport: (() => void) | null = null;

/** A window of this width as both antd's media queries and `window.innerWidth` see it. */
function openAt(width: number, windowWidth = width) {
  restoreViewport = setViewportWidth(width);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: windowWidth });
  return renderHook(() => useDeviceSync());
}

afterEach(() => {
  restoreViewport?.();
  restoreViewport = null;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialInnerWidth });
  useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS });
});

describe('the layout follows the window', () => {
  test('a phone-wide window is a mobile device; a wide one a desktop', () => {
    openAt(PHONE_WIDTH).unmount();
    expect(useLayoutSettings.getState().device).toBe('mobile');
    restoreViewport?.();
    openAt(DESKTOP_WIDTH);
    expect(useLayoutSettings.getState().device).toBe('desktop');
    expect(useLayoutSettings.getState().menuCollapse).toBe(false);
  });

  test('a tablet-wide window folds the side menu', () => {
    openAt(TABLET_WIDTH);
    expect(useLayoutSettings.getState()).toMatchObject({ device: 'desktop', menuCollapse: true });
  });

  test('a top menu or a hidden menu is never folded on a tablet', () => {
    useLayoutSettings.setState({ topMenu: true });
    openAt(TABLET_WIDTH).unmount();
    expect(useLayoutSettings.getState().menuCollapse).toBe(false);

    restoreViewport?.();
    useLayoutSettings.setState({ topMenu: false, hideMenu: true });
    openAt(TABLET_WIDTH);
    expect(useLayoutSettings.getState().menuCollapse).toBe(false);
  });

  test('a breakpoint state that passes through tablet while the window is desktop-wide folds nothing', () => {
    openAt(TABLET_WIDTH, DESKTOP_WIDTH);
    expect(useLayoutSettings.getState().menuCollapse).toBe(false);
  });
});
