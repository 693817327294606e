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
  /** The layout setting "menu from server" (spec section 3). */
  isMenuFromServer: () => boolean;
  getServerMenu: () => readonly MenuItem[];
  /** Fetches the server menu (with its notices); an empty list when it could not be loaded. */
  loadServerMenu: () => Promise<readonly MenuItem[]>;
}

/** The verdict "show the 403 page here": the address stays, the layout shows the forbidden page instead. */
export const FORBIDDEN = { forbidden: true } as const;
type Forbidden = typeof FORBIDDEN;

/** `null` lets the navigation through; a string sends it there instead; FORBIDDEN shows the 403 page. */
export type GuardResult = string | null | Forbidden;

export type Guard = (target: GuardTarget, deps: GuardDeps) => Promise<GuardResult> | GuardResult;
