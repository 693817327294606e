import { DEFAULT_ROUTE_PATH, ROUTE_NAMES } from './route-names';
import { pathOfRoute } from './route-tree';

/**
 * Where to go after signing in: the route named by `redirect` with the rest of the query, or the landing
 * page when there is none, it is unknown, needs parameters, or points back at login.
 */
export function resolveRedirect(search: URLSearchParams): string {
  const name = search.get('redirect');
  const path = name && name !== ROUTE_NAMES.login ? pathOfRoute(name) : undefined;
  if (!path) return DEFAULT_ROUTE_PATH;
  const query = new URLSearchParams(search);
  query.delete('redirect');
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}
