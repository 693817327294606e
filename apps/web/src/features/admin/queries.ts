/** Admin data and changes; every change refreshes the admin area's queries (members, invitations, figures). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountAddInput } from '@beacon/shared/validation/account';
import { reloadUserInfo } from '@/shared/session';
import { adminApi, type AuditQuery, type MemberKind, type PageQuery } from './api';

const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  members: (kind: MemberKind, page: PageQuery) => [...adminKeys.all, 'members', kind, page] as const,
  invitations: (page: PageQuery) => [...adminKeys.all, 'invitations', page] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (query: AuditQuery) => [...adminKeys.all, 'audit', query] as const,
};

export const useOverview = () => useQuery({ queryKey: adminKeys.overview(), queryFn: adminApi.overview });
export const useAdminAccounts = () =>
  useQuery({ queryKey: adminKeys.accounts(), queryFn: adminApi.accounts });
export const useSettings = () => useQuery({ queryKey: adminKeys.settings(), queryFn: adminApi.settings });

export function useMembers(kind: MemberKind, page: PageQuery) {
  return useQuery({
    queryKey: adminKeys.members(kind, page),
    queryFn: () => adminApi.members(kind, page),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(page: PageQuery) {
  return useQuery({
    queryKey: adminKeys.invitations(page),
    queryFn: () => adminApi.invitations(page),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => adminApi.audit(query),
    placeholderData: keepPreviousData,
  });
}

/** A change of the admin area, refreshing everything the area shows once it is done. */
export function useAdminChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * A new account of the organisation (`POST /account/add`); the user info (the account list) follows it. With
 * `open`, the account also becomes the current one, so the console continues inside it.
 */
export function useCreateOrgAccount({ open = false } = {}) {
  return useAdminChange(async (input: TAccountAddInput) => {
    const created = await adminApi.createAccount(input);
    try {
      if (open) await adminApi.selectAccount(created.accountId);
    } finally {
      // Reloaded even when selecting failed: the account exists now and every list must show it.
      await reloadUserInfo();
    }
    return created;
  });
}
