/**
 * Query hooks of the template pages. They live under the account's `templates` key beside the send form's
 * options, so a saved, deleted or (after review) reloaded template also refreshes what the send form offers.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTemplateAddInput, TemplateScope } from '@beacon/shared/validation/templates';
import { smsKeys, useAccountId } from './queries';
import { templateApi } from './template-api';

const TEMPLATE_PAGE_SIZE = 20;

const keys = {
  list: (accountId: string | null, scope: TemplateScope, status: number | undefined) =>
    [...smsKeys.templates(accountId), 'list', scope, status ?? 'all'] as const,
  one: (accountId: string | null, templateId: string) =>
    [...smsKeys.templates(accountId), 'one', templateId] as const,
};

export function useTemplatePages(scope: TemplateScope, status?: number) {
  const accountId = useAccountId();
  return useInfiniteQuery({
    queryKey: keys.list(accountId, scope, status),
    queryFn: ({ pageParam }) =>
      templateApi.list({ scope, status, cursor: pageParam, limit: TEMPLATE_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: accountId !== null,
  });
}

export function useTemplate(templateId: string | null) {
  const accountId = useAccountId();
  return useQuery({
    queryKey: keys.one(accountId, templateId ?? ''),
    queryFn: () => templateApi.get(templateId ?? ''),
    enabled: accountId !== null && templateId !== null,
  });
}

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return () => queryClient.invalidateQueries({ queryKey: smsKeys.templates(accountId) });
}

/** Adds a template, or with `templateId` edits one (which submits it for review again). */
export function useSaveTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ templateId, ...fields }: TTemplateAddInput & { templateId?: string }) =>
      templateId ? templateApi.update({ templateId, ...fields }) : templateApi.add(fields),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: templateApi.remove, onSuccess: invalidate });
}
