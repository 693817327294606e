/** The account calls of API.md. */
import type { AccountCreated } from '@beacon/shared/api/accounts';
import type { TAccountAdd } from '@beacon/shared/validation/account';
import { api } from '@/shared/request';

export const accountApi = {
  add: (account: TAccountAdd) => api.post<AccountCreated>('/account/add', account),
  select: (accountId: string) => api.post<null>('/account/select', { accountId }),
  remove: (accountId: string) => api.post<null>('/account/delete', { accountId }),
};
