/**
 * The one TanStack Query client. Failures are already shown by the HTTP client, so a retry would only show
 * them again; queries do not retry and do not refetch on focus (console data changes through our own calls).
 */
import { QueryClient } from '@tanstack/react-query';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Keys of queries made before sign-in (checking a link, exchanging an SSO token) start with this scope.
 * They survive the start of a session; everything else belongs to a user and does not.
 */
export const PUBLIC_SCOPE = 'public';

export function isPublicQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === PUBLIC_SCOPE;
}
