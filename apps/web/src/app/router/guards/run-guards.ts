import type { Guard, GuardDeps, GuardResult, GuardTarget } from './types';
import { navigationGuard } from './navigation-guard';
import { permissionGuard } from './permission-guard';
import { serverMenuGuard } from './server-menu-guard';

/**
 * Guards in the order they run: sign-in state first (it loads the user), then roles — a page the role may not
 * open is forbidden (403) whether or not the server menu lists it — then the server menu when it is on (a page
 * it does not list is not found).
 */
const GUARDS: readonly Guard[] = [navigationGuard, permissionGuard, serverMenuGuard];

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
