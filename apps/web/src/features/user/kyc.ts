/**
 * Identity verification (KYC) of the current account: the calls, the status polling and the text of a
 * result (spec section 4's result and sub-codes, from packages/shared in both languages).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  KYC_RESULT_TEXT,
  KYC_SUB_TEXT,
  type KycLink,
  type KycResultCode,
  type KycState,
  type KycStatus,
  type KycSubCode,
} from '@beacon/shared/validation/kyc';

import type { AppLocale } from '../../shared/i18n';
import { api } from '../../shared/request';

export { KYC_STARTABLE, type KycStatus } from '@beacon/shared/validation/kyc';

export const kycApi = {
  createUrl: () => api.post<KycLink>('/user/kyc/url'),
  status: () => api.post<KycStatus>('/user/kyc/status'),
};

export const kycKeys = { status: () => ['user', 'kyc', 'status'] as const };

/** How often the desktop asks whether the phone has finished. */
export const KYC_POLL_MS = 3_000;

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

/** "Failed — Name and ID number do not match": the result code's text, then the sub-code's if it has one. */
export function kycReasonText(resultCode: number | null, subCode: number | null, locale: AppLocale): string {
  const parts: string[] = [];
  const result = resultCode === null ? undefined : KYC_RESULT_TEXT[resultCode as KycResultCode];
  const sub = subCode === null ? undefined : KYC_SUB_TEXT[subCode as KycSubCode];
  if (result) parts.push(result[locale]);
  if (sub && subCode !== 200) parts.push(sub[locale]);
  return parts.join(' — ');
}
