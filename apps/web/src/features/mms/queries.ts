/** Whether the current account asked to hear about MMS, and asking. Keyed by account: each has its own. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestProduct } from '@beacon/shared/validation/product-interest';
import { productInterestApi } from './api';

const productInterestKeys = {
  all: ['productInterest'] as const,
  list: (accountId: string | null) => [...productInterestKeys.all, accountId] as const,
};

export function useProductInterests(accountId: string | null) {
  return useQuery({
    queryKey: productInterestKeys.list(accountId),
    queryFn: productInterestApi.list,
    enabled: accountId !== null,
  });
}

export function useRegisterInterest(accountId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: InterestProduct) => productInterestApi.register(product),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productInterestKeys.list(accountId) }),
  });
}
