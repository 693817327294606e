import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '@/shared/router';

/** The deepest matched route's name and metadata: the page on screen. */
export function useCurrentRoute(): RouteHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}
