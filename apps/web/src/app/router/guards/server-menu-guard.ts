/**
 * The server-menu part of the permission guard (spec section 4): with "menu from server" on, the menu is
 * fetched when there is none yet, and a signed-in page opens only if the server menu lists its route (shown
 * or hidden) or it is on the whitelist; anything else is not found.
 */
import { NOT_FOUND_PATH, ROUTE_NAMES } from '@/shared/router';
import { isInMenu } from '@/shared/settings/server-menu';
import type { Guard } from './types';

/** Pages every signed-in user may reach whatever the server lists: login, not-found, and the reload route. */
export const SERVER_MENU_WHITELIST: ReadonlySet<string> = new Set([
  ROUTE_NAMES.login,
  ROUTE_NAMES.notFound,
  ROUTE_NAMES.redirect,
]);

export const serverMenuGuard: Guard = async (target, deps) => {
  if (!deps.isMenuFromServer() || !target.meta.requiresAuth || SERVER_MENU_WHITELIST.has(target.name)) {
    return null;
  }
  let menu = deps.getServerMenu();
  if (menu.length === 0) menu = await deps.loadServerMenu();
  return isInMenu(menu, target.name) ? null : NOT_FOUND_PATH;
};
