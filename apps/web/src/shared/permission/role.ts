/**
 * The role the console acts on: the server's role, except that an admin who switched to the user centre is
 * treated as a user (spec section 4). A user can never become an admin here.
 */
import type { Role, UserInfo } from '@beacon/shared';
import { useRoleView } from '../settings/role-view';
import { getCachedUserInfo, useUserInfo } from '../session/user-info';

export function effectiveRole(serverRole: Role | null | undefined, viewAsUser: boolean): Role | undefined {
  if (!serverRole) return undefined;
  return serverRole === 'admin' && viewAsUser ? 'user' : serverRole;
}

/** The user info with `role` replaced by the role the console acts on (for the guards). */
function withEffectiveRole(user: UserInfo | undefined): UserInfo | undefined {
  if (!user) return undefined;
  const role = effectiveRole(user.role, useRoleView.getState().viewAsUser);
  return role === user.role || !role ? user : { ...user, role };
}

export function getCachedRoleUser(): UserInfo | undefined {
  return withEffectiveRole(getCachedUserInfo());
}

/** The role the console acts on, for components. */
export function useRole(): Role | undefined {
  const { data: user } = useUserInfo();
  const viewAsUser = useRoleView((state) => state.viewAsUser);
  return effectiveRole(user?.role, viewAsUser);
}
