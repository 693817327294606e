/**
 * Forgets the signed-in user locally: token, user info (all server data), the server menu (spec section 4),
 * and what belonged to their visit — open tabs and the user/admin centre choice.
 */
import { isPublicQueryKey, queryClient } from '../query/query-client';
import { useLayoutSettings } from '../settings/layout-settings';
import { useRoleView } from '../settings/role-view';
import { useTabBar } from '../settings/tab-bar-store';
import { reconcilePreferencesOnNextUser } from './preference-sync';
import { useTokenStore } from './token-store';

export function clearSession(): void {
  useTokenStore.getState().clearToken();
  // Every cached answer belonged to that user; the next one must not see any of it.
  queryClient.clear();
  useLayoutSettings.getState().clearServerMenu();
  useTabBar.getState().reset();
  useRoleView.getState().setViewAsUser(false);
}

/** Stores a fresh session token (login, sign-up, SSO) and drops anything cached for a previous user. */
export function startSession(token: string): void {
  reconcilePreferencesOnNextUser();
  // Public queries stay: the page that started the session may still be observing its link check, and
  // clearing it would make it ask again (spending a single-use SSO token twice).
  queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
  useTokenStore.getState().setToken(token);
}
