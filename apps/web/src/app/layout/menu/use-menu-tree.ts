import { useMemo } from 'react';
import { useRole } from '@/shared/permission';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { buildMenuTree, buildServerMenuTree, type MenuNode } from './menu-tree';

/** The menu to draw: the server's when "menu from server" is on, else the route metadata's. */
export function useMenuTree(): MenuNode[] {
  const role = useRole();
  const menuFromServer = useLayoutSettings((state) => state.menuFromServer);
  const serverMenu = useLayoutSettings((state) => state.serverMenu);
  return useMemo(
    () =>
      menuFromServer
        ? buildServerMenuTree(serverMenu, LAYOUT_ROUTES, role)
        : buildMenuTree(LAYOUT_ROUTES, role),
    [menuFromServer, serverMenu, role],
  );
}
