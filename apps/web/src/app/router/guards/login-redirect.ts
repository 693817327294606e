import { LOGIN_PATH } from '@/shared/router';
import type { GuardTarget } from './types';

/**
 * The login URL that brings the user back afterwards: `redirect` carries the intended route's name and the
 * rest of the query is kept (spec section 4).
 */
export function loginUrlFor(target: Pick<GuardTarget, 'name' | 'search'>): string {
  const query = new URLSearchParams({ redirect: target.name });
  for (const [key, value] of target.search) if (key !== 'redirect') query.append(key, value);
  return `${LOGIN_PATH}?${query.toString()}`;
}
