import { Grid } from 'antd';
import { useEffect, useRef } from 'react';
import { useLayoutSettings } from '../../shared/settings/layout-settings';

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
    if (isTablet && !wasTablet.current) updateSettings({ menuCollapse: true });
    wasTablet.current = isTablet;
  }, [isTablet, updateSettings]);
}
