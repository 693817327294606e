/** Sender-ID requests as server state; a submission refreshes the list. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSenderIdRequestQuery } from '@beacon/shared/validation/sender-id-request';
import { senderIdApi } from './api';

const senderIdKeys = {
  all: ['sender-id'] as const,
  list: (query: TSenderIdRequestQuery) => [...senderIdKeys.all, 'list', query] as const,
  one: (requestId: string) => [...senderIdKeys.all, 'one', requestId] as const,
};

export function useSenderIdRequests(query: TSenderIdRequestQuery) {
  return useQuery({
    queryKey: senderIdKeys.list(query),
    queryFn: () => senderIdApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useSenderIdRequest(requestId: string | null) {
  return useQuery({
    queryKey: senderIdKeys.one(requestId ?? ''),
    queryFn: () => senderIdApi.get(requestId!),
    enabled: requestId !== null,
  });
}

export function useSubmitSenderId() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: senderIdApi.submit,
    onSuccess: () => client.invalidateQueries({ queryKey: senderIdKeys.all }),
  });
}
