import { Grid } from 'antd';
import { useEffect, useRef } from 'react';
import { useLayoutSettings } from '@/shared/settings/layout-settings';

/** antd's `md` and `lg` breakpoints (px), the tablet range's edges. */
const MD_MIN_WIDTH = 768;
const LG_MIN_WIDTH = 992;

/** Whether the window really is tablet-wide now (not only a passing state of the breakpoint hook). */
function isTabletWide(): boolean {
  return window.innerWidth >= MD_MIN_WIDTH && window.innerWidth < LG_MIN_WIDTH;
}

/**
 * Keeps `device` in the layout settings in step with the window: below antd's `md` breakpoint (768 px) is a
 * phone and the menu moves into a drawer. Between `md` and `lg` the side menu folds when the window gets
 * there, so the page keeps most of the width; the user can unfold it again.
 */
export function useDeviceSync(): void {
  const screens = Grid.useBreakpoint();
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  const device = screens.md === undefined ? undefined : screens.md ? 'desktop' : 'mobile';
  const isTablet = screens.md === true && screens.lg === false;
  const wasTablet = useRef(false);

  useEffect(() => {
    if (device && useLayoutSettings.getState().device !== device) updateSettings({ device });
  }, [device, updateSettings]);

  useEffect(() => {
    // The folding is a lasting choice (it is stored), so it follows the window's own width: the hook's media
    // queries change one at a time and can pass through "tablet" on the way between phone and desktop. Only
    // a side menu folds (spec section 4: a top menu is never collapsed).
    const { menu, topMenu, hideMenu } = useLayoutSettings.getState();
    if (isTablet && !wasTablet.current && isTabletWide() && menu && !topMenu && !hideMenu) {
      updateSettings({ menuCollapse: true });
    }
    wasTablet.current = isTablet;
  }, [isTablet, updateSettings]);
}
