import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { loadServerMenu } from '@/shared/settings/server-menu';

/**
 * Switching "menu from server": on fetches the server menu (spec section 4) and then has the guards judge the
 * page on screen against it; off forgets it, so switching on again fetches a fresh one.
 */
export function useMenuFromServerSwitch(): (on: boolean) => void {
  const revalidator = useRevalidator();
  return useCallback(
    (on: boolean) => {
      const { updateSettings, clearServerMenu } = useLayoutSettings.getState();
      updateSettings({ menuFromServer: on });
      if (!on) {
        clearServerMenu();
        return;
      }
      void loadServerMenu().then(() => revalidator.revalidate());
    },
    [revalidator],
  );
}
