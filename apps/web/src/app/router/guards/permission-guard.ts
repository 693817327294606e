/**
 * The permission guard of spec section 4: a route that requires sign-in and lists roles opens only for
 * those roles; anyone else goes to the first route their role may open, or to not-found.
 */
import { canOpenRoute } from '@/shared/permission';
import { NOT_FOUND_PATH } from '@/shared/router';
import type { Guard } from './types';

export const permissionGuard: Guard = (target, deps) => {
  const role = deps.getUser()?.role;
  if (canOpenRoute(role, target.meta)) return null;
  const fallback = role ? deps.firstPermittedPath(role) : undefined;
  return fallback && fallback !== target.pathname ? fallback : NOT_FOUND_PATH;
};
