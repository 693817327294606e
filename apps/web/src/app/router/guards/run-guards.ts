import type { Guard, GuardDeps, GuardResult, GuardTarget } from './types';
import { navigationGuard } from './navigation-guard';
import { permissionGuard } from './permission-guard';
import { serverMenuGuard } from './server-menu-guard';

/**
 * Guards in the order they run: sign-in state first, then the server menu when it is on (a page it does not
 * list is not found), then roles (which need the loaded user).
 */
const GUARDS: readonly Guard[] = [navigationGuard, serverMenuGuard, permissionGuard];

/** Runs the guards in order; the first one that redirects decides. */
export async function runGuards(
  target: GuardTarget,
  deps: GuardDeps,
  guards: readonly Guard[] = GUARDS,
): Promise<GuardResult> {
  for (const guard of guards) {
    const result = await guard(target, deps);
    if (result !== null) return result;
  }
  return null;
}
