/**
 * The console's Verify and fraud guard calls (API.md "Verify API" and "Fraud guard"), all on the current
 * account. The settings update is quiet: the form says why it was refused.
 */
import type {
  FraudBlockList,
  FraudSettings,
  TFraudSettingsUpdateInput,
} from '@beacon/shared/api/fraud-guard';
import type {
  TVerifyConversionInput,
  TVerifyListInput,
  TVerifySeriesInput,
  VerifyConversion,
  VerifyList,
  VerifySeries,
} from '@beacon/shared/api/verify';
import { api } from '@/shared/request';

const JSON_BODY = { json: true } as const;

export const verifyApi = {
  list: (input: TVerifyListInput) => api.post<VerifyList>('/sms/verify/list', input, JSON_BODY),
  conversion: (input: TVerifyConversionInput) =>
    api.post<VerifyConversion>('/sms/verify/conversion', input, JSON_BODY),
  series: (input: TVerifySeriesInput) => api.post<VerifySeries>('/sms/verify/series', input, JSON_BODY),
};

export const fraudApi = {
  settings: () => api.post<FraudSettings>('/sms/fraud/settings/get'),
  updateSettings: (patch: TFraudSettingsUpdateInput) =>
    api.post<FraudSettings>('/sms/fraud/settings/update', patch, { quiet: true, json: true }),
  blocks: (input: { cursor?: string; limit: number }) =>
    api.post<FraudBlockList>('/sms/fraud/blocks/list', input, JSON_BODY),
  lift: (prefix: string) => api.post<null>('/sms/fraud/blocks/lift', { prefix }, JSON_BODY),
};
