/**
 * Submits a sender-ID request and goes to the result: the success page names the new request, the error page
 * gets the failure and the draft so "Back to the form" brings the user's input back.
 */
import type { TSenderIdRequestInput } from '@beacon/shared/validation/sender-id-request';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/request';
import { useSubmitSenderId } from '../queries';
import { SENDER_ID_PATHS } from './paths';

export type FormKind = 'step' | 'group';

export interface ErrorResultState {
  code: number;
  message: string;
  from: FormKind;
  draft: TSenderIdRequestInput;
}

export function useSubmitFlow(from: FormKind) {
  const navigate = useNavigate();
  const submit = useSubmitSenderId();
  const send = (draft: TSenderIdRequestInput) =>
    submit.mutate(draft, {
      onSuccess: (item) => void navigate(`${SENDER_ID_PATHS.success}?requestId=${item.requestId}`),
      onError: (error) => {
        const state: ErrorResultState = {
          code: error instanceof ApiError ? error.code : -1,
          message: error.message,
          from,
          draft,
        };
        void navigate(SENDER_ID_PATHS.error, { state });
      },
    });
  return { send, isPending: submit.isPending };
}

/** The draft a failed submission left behind, when the form is opened from the error page. */
export function draftFrom(state: unknown): TSenderIdRequestInput | undefined {
  if (typeof state !== 'object' || state === null || !('draft' in state)) return undefined;
  return (state as { draft?: TSenderIdRequestInput }).draft;
}
