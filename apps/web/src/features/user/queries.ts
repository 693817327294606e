/**
 * Query hooks of the user centre. Most of what the pages show is the user info (session query), so most
 * changes reload it; sessions and trusted browsers have their own keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadUserInfo } from '@/shared/session';
import { userApi } from './api';

const userKeys = {
  all: ['user'] as const,
  sessions: () => [...userKeys.all, 'sessions'] as const,
  devices: () => [...userKeys.all, 'devices'] as const,
};

/** A mutation whose success changes the user info: it stays pending until the new info is loaded. */
function useUserInfoMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await reloadUserInfo();
    },
  });
}

export const useUpdateBasic = () => useUserInfoMutation(userApi.updateBasic);
export const useConfirmEmail = () => useUserInfoMutation(userApi.confirmEmail);
export const useCancelEmailChange = () => useUserInfoMutation(() => userApi.cancelEmailChange());
export const useResendEmailCode = () => useMutation({ mutationFn: () => userApi.resendEmailCode() });
export const useUpdatePreferences = () => useUserInfoMutation(userApi.updatePreferences);
export const useUploadAvatar = () => useUserInfoMutation(userApi.uploadAvatar);
export const useSendPhoneCode = () => useMutation({ mutationFn: userApi.sendPhoneCode });
export const useBindPhone = () => useUserInfoMutation(userApi.bindPhone);
export const useUnbindPhone = () => useUserInfoMutation(userApi.unbindPhone);
export const useSetTwoFactor = () => useUserInfoMutation(userApi.setTwoFactor);
export const useBeginTotp = () => useMutation({ mutationFn: () => userApi.beginTotp() });
export const useEnableTotp = () => useUserInfoMutation(userApi.enableTotp);
export const useDisableTotp = () => useUserInfoMutation(userApi.disableTotp);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: userApi.changePassword,
    onSuccess: async () => {
      await Promise.all([
        reloadUserInfo(),
        queryClient.invalidateQueries({ queryKey: userKeys.sessions() }),
        queryClient.invalidateQueries({ queryKey: userKeys.devices() }),
      ]);
    },
  });
}

export function useSessions() {
  return useQuery({ queryKey: userKeys.sessions(), queryFn: userApi.listSessions });
}

export function useDevices() {
  return useQuery({ queryKey: userKeys.devices(), queryFn: userApi.listDevices });
}

/** A revoke call that refreshes the list it changed. */
function useRevoke<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  key: () => readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key() }),
  });
}

export const useRevokeSession = () => useRevoke(userApi.revokeSession, userKeys.sessions);
export const useRevokeOtherSessions = () => useRevoke(() => userApi.revokeOtherSessions(), userKeys.sessions);
export const useRevokeDevice = () => useRevoke(userApi.revokeDevice, userKeys.devices);
export const useRevokeOtherDevices = () => useRevoke(() => userApi.revokeOtherDevices(), userKeys.devices);
