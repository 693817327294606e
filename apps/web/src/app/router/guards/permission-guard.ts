/**
 * The permission guard of spec section 4: a route that requires sign-in and lists roles opens only for those
 * roles. A signed-in user whose role is not listed sees the 403 page in place (issue 13), at the address they
 * asked for, rather than being sent elsewhere: they learn the page exists and is not theirs, and nothing of it
 * loads. `/exception/403` itself stays admin-only as the spec says — the guard renders the forbidden page, it
 * does not navigate to that route. Without a role (no user info) there is nobody to tell: not found.
 */
import { canOpenRoute } from '@/shared/permission';
import { NOT_FOUND_PATH } from '@/shared/router';
import { FORBIDDEN, type Guard } from './types';

export const permissionGuard: Guard = (target, deps) => {
  const role = deps.getUser()?.role;
  if (canOpenRoute(role, target.meta)) return null;
  return role ? FORBIDDEN : NOT_FOUND_PATH;
};
