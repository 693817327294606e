/**
 * Enterprise certification of the organisation (`/user/certification/…`, docs/certification.md): the calls
 * and their query hooks. Submit is quiet (the form puts failures on its fields); withdraw uses the client's
 * global error display.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificationPage, CertificationRecord } from '@beacon/shared/api/certification';
import type { TCertificationSubmitInput } from '@beacon/shared/validation/certification';
import { api } from '@/shared/request';
import { reloadUserInfo } from '@/shared/session';

const certificationApi = {
  list: (page: number, pageSize: number) =>
    api.post<CertificationPage>('/user/certification/list', { page, pageSize }),
  get: (id: string) => api.post<CertificationRecord>('/user/certification/get', { id }),
  submit: (input: TCertificationSubmitInput) =>
    api.post<CertificationRecord>('/user/certification/submit', input, { quiet: true, json: true }),
  withdraw: (id: string) => api.post<CertificationRecord>('/user/certification/withdraw', { id }),
};

const keys = {
  all: ['user', 'certification'] as const,
  list: (page: number, pageSize: number) => [...keys.all, 'list', page, pageSize] as const,
  record: (id: string) => [...keys.all, 'record', id] as const,
};

export function useCertifications(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.list(page, pageSize),
    queryFn: () => certificationApi.list(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useCertification(id: string | null) {
  return useQuery({
    queryKey: keys.record(id ?? ''),
    queryFn: () => certificationApi.get(id ?? ''),
    enabled: id !== null,
  });
}

function useCertificationChange<TInput>(mutationFn: (input: TInput) => Promise<CertificationRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // A decision may have changed the accounts' verification status shown elsewhere.
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.all }), reloadUserInfo()]);
    },
  });
}

export const useSubmitCertification = () => useCertificationChange(certificationApi.submit);
export const useWithdrawCertification = () => useCertificationChange(certificationApi.withdraw);
