/** The account calls of API.md. */
import type { BillingCountry, Product } from '@beacon/shared';
import { api } from '../../shared/request';

export interface NewAccount {
  name: string;
  products: Product[];
  billingCountry: BillingCountry;
}

export const accountApi = {
  add: (account: NewAccount) => api.post<{ accountId: string }>('/account/add', account),
  select: (accountId: string) => api.post<null>('/account/select', { accountId }),
  remove: (accountId: string) => api.post<null>('/account/delete', { accountId }),
};
