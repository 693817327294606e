/**
 * Today's count against the daily caps and the blocked countries (read fresh whenever the send page opens),
 * and the template test, which is a send: it refreshes the log (and so the limits) and the balance like one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateTestInput } from '@beacon/shared/api/send-checks';
import { reloadUserInfo } from '@/shared/session';
import { smsKeys, useAccountId } from './queries';
import { sendCheckApi } from './send-check-api';

// Under the log's key: a send (which invalidates the log) changes today's count.
const limitsKey = (accountId: string | null) => [...smsKeys.logs(accountId), 'sendLimits'] as const;

export function useSendLimits() {
  const accountId = useAccountId();
  return useQuery({
    queryKey: limitsKey(accountId),
    queryFn: () => sendCheckApi.limits(),
    enabled: accountId !== null,
    staleTime: 0,
  });
}

export function useTemplateTest() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (input: TemplateTestInput) => sendCheckApi.testTemplate(input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: smsKeys.logs(accountId) });
      await reloadUserInfo().catch(() => undefined);
    },
  });
}
