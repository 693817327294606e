/**
 * The server menu (`POST /user/menu`, used when the console's "menu from server" setting is on): the shared
 * console menu (packages/shared `menu/console-menu`, kept in step with the console's routes by a console
 * test) limited to the entries the user's role may see.
 */
import type { MenuItem, Role } from '@beacon/shared';
import { menuForRole } from '@beacon/shared/menu/console-menu';

export function menuFor(role: Role): MenuItem[] {
  return menuForRole(role);
}
