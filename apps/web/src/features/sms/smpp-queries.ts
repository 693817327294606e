/**
 * Query hooks of the SMPP tab, under the account's key like the rest of the SMS settings. The binds (and the
 * credentials' last bind) are polled while the tab is open: binds live in the processes holding their
 * sockets, which report every 5 s.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsKeys, useAccountId } from './queries';
import { smppApi } from './smpp-api';

const BINDS_POLL_MS = 5_000;

const keys = {
  info: (accountId: string | null) => [...smsKeys.account(accountId), 'smpp', 'info'] as const,
  credentials: (accountId: string | null) => [...smsKeys.account(accountId), 'smpp', 'credentials'] as const,
  binds: (accountId: string | null) => [...smsKeys.account(accountId), 'smpp', 'binds'] as const,
};

export function useSmppInfo() {
  const accountId = useAccountId();
  return useQuery({ queryKey: keys.info(accountId), queryFn: smppApi.info, enabled: accountId !== null });
}

export function useSmppCredentials() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: keys.credentials(accountId),
    queryFn: smppApi.credentials,
    // Their last bind changes as ESMEs bind: refreshed with the binds while the tab is open.
    refetchInterval: BINDS_POLL_MS,
    enabled: accountId !== null,
  });
}

export function useSmppBinds() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: keys.binds(accountId),
    queryFn: smppApi.binds,
    refetchInterval: BINDS_POLL_MS,
    enabled: accountId !== null,
  });
}

export function useCreateSmppCredential() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smppApi.createCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.credentials(accountId) }),
  });
}

export function useRevokeSmppCredential() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: smppApi.revokeCredential,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.credentials(accountId) });
      await queryClient.invalidateQueries({ queryKey: keys.binds(accountId) });
    },
  });
}
