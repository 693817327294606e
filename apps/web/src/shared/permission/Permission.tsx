import type { ReactNode } from 'react';
import type { RoleRule } from '../router/route-meta';
import { canAccess } from './can-access';
import { useRole } from './role';

interface PermissionProps {
  roles: readonly RoleRule[];
  children: ReactNode;
  /** Rendered instead when the role is not allowed; nothing by default (the element is removed). */
  fallback?: ReactNode;
}

/**
 * Removes its children when the role the console acts on is not in `roles` (an empty list allows everyone).
 * An admin who switched to the user centre counts as a user.
 */
export function Permission({ roles, children, fallback = null }: PermissionProps) {
  const role = useRole();
  return <>{canAccess(role, roles) ? children : fallback}</>;
}
