/**
 * The one permission predicate (spec section 6), used by the permission guard, the menu and <Permission>.
 * An empty or absent list admits everyone, as does '*'; otherwise the user's role must be listed.
 */
import type { Role } from '@beacon/shared';
import type { RoleRule, RouteMeta } from '../router/route-meta';

export function canAccess(role: Role | null | undefined, roles: readonly RoleRule[] | undefined): boolean {
  if (!roles || roles.length === 0 || roles.includes('*')) return true;
  return role ? roles.includes(role) : false;
}

/** Routes that do not require sign-in are open to all; the others check their roles. */
export function canOpenRoute(role: Role | null | undefined, meta: RouteMeta): boolean {
  return !meta.requiresAuth || canAccess(role, meta.roles);
}
