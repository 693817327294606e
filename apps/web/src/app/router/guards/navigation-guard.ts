/**
 * The navigation guard of spec section 4: public auth pages always open; without a token everything but
 * login goes to login; with one, the user info is loaded first, and a user with no current account is kept
 * out of /app until they pick one on /welcome.
 */
import { ROUTE_NAMES, WELCOME_PATH, resolveRedirect } from '@/shared/router';
import { loginUrlFor } from './login-redirect';
import type { Guard } from './types';

const ALWAYS_ALLOWED: ReadonlySet<string> = new Set([
  ROUTE_NAMES.signup,
  ROUTE_NAMES.findPassword,
  ROUTE_NAMES.sso,
  ROUTE_NAMES.ekyc,
  ROUTE_NAMES.ekycResult,
]);

export const navigationGuard: Guard = async (target, deps) => {
  if (ALWAYS_ALLOWED.has(target.name)) return null;
  const isLogin = target.name === ROUTE_NAMES.login;

  if (!deps.hasToken()) return isLogin ? null : loginUrlFor(target);

  let user = deps.getUser();
  if (!user?.role) {
    try {
      user = await deps.loadUser();
    } catch {
      deps.clearSession();
      return isLogin ? null : loginUrlFor(target);
    }
  }

  // Already signed in: the sign-in form has nothing to offer, so go where it would have sent the user.
  if (isLogin) return resolveRedirect(target.search);
  if (!user.currentAccount && target.pathname.startsWith('/app')) return WELCOME_PATH;
  return null;
};
