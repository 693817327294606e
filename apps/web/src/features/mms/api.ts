/** Product-interest calls: "tell me when it launches", per current account. */
import type { InterestProduct } from '@beacon/shared/validation/product-interest';
import { api } from '@/shared/request';

export const productInterestApi = {
  register: (product: InterestProduct) => api.post<null>('/product/interest', { product }),
  list: () => api.post<InterestProduct[]>('/product/interest/list'),
};
