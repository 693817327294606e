/** The mobile verification page's calls: public, the link's token is the credential. */
import type { KycLinkCheck, KycResult } from '@beacon/shared/api/kyc';
import type { TKycSubmitInput } from '@beacon/shared/validation/kyc';
import { api } from '@/shared/request';

export const ekycApi = {
  checkToken: (token: string) => api.post<KycLinkCheck>('/user/kyc/token', { token }, { quiet: true }),
  // JSON: two images as data URLs would grow by a tenth more as form fields.
  submit: (input: TKycSubmitInput) =>
    api.post<KycResult>('/user/kyc/result', input, { quiet: true, json: true }),
};
