/**
 * The server menu (packages/shared `menu/console-menu`, what `POST /user/menu` hands out) and the console's
 * routes must describe the same pages: with "menu from server" on, the guard opens only what the server
 * lists, and the menu is drawn from the server's entries.
 */
import { describe, expect, test } from 'vitest';
import { CONSOLE_MENU, type ConsoleMenuEntry } from '@beacon/shared/menu/console-menu';
import { flattenRoutes, type AppRoute } from '@/shared/router';
import { LAYOUT_ROUTES } from '@/app/router/app-routes';
import { SERVER_MENU_WHITELIST } from '@/app/router/guards/server-menu-guard';
import { MENU_ICONS } from './menu-icons';

const HINT = 'keep packages/shared/src/menu/console-menu.ts in step with the console routes';

interface Placed<T> {
  node: T;
  parent: string | null;
}

function placeEntries(
  entries: readonly ConsoleMenuEntry[],
  parent: string | null = null,
): Placed<ConsoleMenuEntry>[] {
  return entries.flatMap((node) => [{ node, parent }, ...placeEntries(node.children ?? [], node.name)]);
}

function placeRoutes(routes: readonly AppRoute[], parent: string | null = null): Placed<AppRoute>[] {
  return routes.flatMap((node) => [{ node, parent }, ...placeRoutes(node.children ?? [], node.name)]);
}

const entries = placeEntries(CONSOLE_MENU);
const routes = new Map(placeRoutes(LAYOUT_ROUTES).map((placed) => [placed.node.name, placed]));
const sortedRoles = (roles: readonly string[] | undefined) => [...(roles ?? [])].sort();

describe('the server menu and the console routes', () => {
  test.each(entries.map((placed) => [placed.node.name, placed] as const))(
    'server entry %s is a console route with the same path, parent, title, roles and visibility',
    (name, { node: entry, parent }) => {
      const placed = routes.get(name);
      expect(placed, `no console route named ${name}: ${HINT}`).toBeDefined();
      const route = placed!.node;
      expect({
        path: entry.path,
        parent,
        locale: entry.locale,
        roles: sortedRoles(entry.roles),
        hideInMenu: entry.hideInMenu ?? false,
      }).toEqual({
        path: route.path,
        parent: placed!.parent,
        locale: route.meta.locale,
        roles: sortedRoles(route.meta.roles),
        hideInMenu: route.meta.hideInMenu ?? false,
      });
      if (route.meta.order !== undefined)
        expect(entry.order, `order of ${name}: ${HINT}`).toBe(route.meta.order);
    },
  );

  test('every icon the server names is one the console has, and the same the route shows', () => {
    for (const { node: entry } of entries) {
      if (!entry.icon) continue;
      expect(MENU_ICONS[entry.icon], `${entry.icon} is missing from menu-icons.ts`).toBeDefined();
      const route = routes.get(entry.name)?.node;
      if (route?.meta.icon) expect(MENU_ICONS[entry.icon], `icon of ${entry.name}`).toBe(route.meta.icon);
    }
  });

  test('every signed-in console page and menu link is in the server menu (or on the guard whitelist)', () => {
    const listed = new Set(entries.map((placed) => placed.node.name));
    const missing = flattenRoutes(LAYOUT_ROUTES)
      .map((route) => route.name)
      .filter((name) => !listed.has(name) && !SERVER_MENU_WHITELIST.has(name));
    expect(missing, HINT).toEqual([]);
  });
});
