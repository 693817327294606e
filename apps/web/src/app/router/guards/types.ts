/** The shape every guard shares: where the user is going, what the guard may consult, and its verdict. */
import type { MenuItem, UserInfo } from '@beacon/shared';
import type { RouteMeta } from '@/shared/router';

export interface GuardTarget {
  /** Route name of the deepest matched route (docs/contracts.md names). */
  name: string;
  pathname: string;
  search: URLSearchParams;
  meta: RouteMeta;
}

export interface GuardDeps {
  hasToken: () => boolean;
  /** The user info already loaded for this session, if any, with the role the console acts on. */
  getUser: () => UserInfo | undefined;
  loadUser: () => Promise<UserInfo>;
  /** Forgets the session locally (no server call: its token is the thing that just failed). */
  clearSession: () => void;
  /** Path of the first route in menu order that `role` may open, if any. */
  firstPermittedPath: (role: UserInfo['role']) => string | undefined;
  /** The layout setting "menu from server" (spec section 3). */
  isMenuFromServer: () => boolean;
  getServerMenu: () => readonly MenuItem[];
  /** Fetches the server menu (with its notices); an empty list when it could not be loaded. */
  loadServerMenu: () => Promise<readonly MenuItem[]>;
}

/** `null` lets the navigation through; a string sends it there instead. */
export type GuardResult = string | null;

export type Guard = (target: GuardTarget, deps: GuardDeps) => Promise<GuardResult> | GuardResult;
