/**
 * Identity verification (KYC) of the current account: the calls and the status polling (a result's text:
 * shared/format/kyc-reason.ts).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { KycLink, KycStatus } from '@beacon/shared/api/kyc';
import type { KycState } from '@beacon/shared/validation/kyc';

import { api } from '@/shared/request';

export { KYC_STARTABLE } from '@beacon/shared/validation/kyc';
export type { KycStatus } from '@beacon/shared/api/kyc';

const kycApi = {
  createUrl: () => api.post<KycLink>('/user/kyc/url'),
  status: () => api.post<KycStatus>('/user/kyc/status'),
};

const kycKeys = { status: () => ['user', 'kyc', 'status'] as const };

/** How often the desktop asks whether the phone has finished. */
const KYC_POLL_MS = 3_000;

export function useKycStatus(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: kycKeys.status(),
    queryFn: kycApi.status,
    refetchInterval: options.poll ? KYC_POLL_MS : false,
  });
}

export const useCreateKycUrl = () => useMutation({ mutationFn: kycApi.createUrl });

/** The states after which nothing more happens on the phone. */
export const isFinalKycState = (state: KycState | undefined) => state === 'passed' || state === 'failed';
