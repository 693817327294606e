/**
 * The signed-in user's info (`GET /user/info`) as server state. The navigation guard loads it through the
 * query client; pages read it with useUserInfo; account changes reload it with reloadUserInfo.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSummary, UserInfo } from '@beacon/shared';
import { queryClient } from '../query/query-client';
import { api } from '../request';
import { useTokenStore } from './token-store';

export const sessionKeys = {
  all: ['session'] as const,
  userInfo: () => [...sessionKeys.all, 'userInfo'] as const,
};

function fetchUserInfo(): Promise<UserInfo> {
  return api.get<UserInfo>('/user/info');
}

export const userInfoQuery = () =>
  queryOptions({ queryKey: sessionKeys.userInfo(), queryFn: fetchUserInfo, staleTime: Infinity });

/** The signed-in user's info; idle (never fetched) while there is no token. */
export function useUserInfo() {
  const hasSession = useTokenStore((state) => Boolean(state.token));
  return useQuery({ ...userInfoQuery(), enabled: hasSession });
}

/** The user info in the cache, if it has been loaded. */
export function getCachedUserInfo(): UserInfo | undefined {
  return queryClient.getQueryData(sessionKeys.userInfo());
}

/** Loads the user info when the cache has none. */
export function ensureUserInfo(): Promise<UserInfo> {
  return queryClient.ensureQueryData(userInfoQuery());
}

/** Fetches the user info again (after switching, adding or deleting accounts) and updates every reader. */
export function reloadUserInfo(): Promise<UserInfo> {
  return queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 });
}

export function findCurrentAccount(user: UserInfo | undefined): AccountSummary | undefined {
  if (!user?.currentAccount) return undefined;
  return user.accounts.find((account) => account.accountId === user.currentAccount);
}
