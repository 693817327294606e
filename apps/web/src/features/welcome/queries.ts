/**
 * Account data and changes. The account list is part of the user info (API.md `GET /user/info`), so the
 * feature's query key is the session's user-info key, and every change reloads the user info.
 */
import { useMutation } from '@tanstack/react-query';
import { MAX_ACCOUNTS } from '@beacon/shared/constants/index';
import type { TAccountAdd } from '@beacon/shared/validation/account';
import { reloadUserInfo, useUserInfo } from '@/shared/session';
import { accountApi } from './api';

export function useAccounts() {
  const query = useUserInfo();
  return {
    ...query,
    accounts: query.data?.accounts ?? [],
    currentAccountId: query.data?.currentAccount ?? null,
    maxAccounts: query.data?.maxAccounts ?? MAX_ACCOUNTS,
  };
}

export function useSelectAccount() {
  return useMutation({
    mutationFn: accountApi.select,
    // Returned so the mutation stays pending until the new current account is known everywhere.
    onSuccess: () => reloadUserInfo(),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: accountApi.remove, onSuccess: () => reloadUserInfo() });
}

/** Creates the account and makes it the current one (spec: create → select → workplace). */
export function useCreateAccount() {
  return useMutation({
    mutationFn: async (account: TAccountAdd) => {
      const { accountId } = await accountApi.add(account);
      await accountApi.select(accountId);
      return accountId;
    },
    // Reloaded even when selecting failed: the account exists now and the list must show it.
    onSettled: () => reloadUserInfo(),
  });
}
