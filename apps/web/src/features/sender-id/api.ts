/** Sender-ID registration calls (`/admin/sender-id/…`); the server refuses them (1006) to all but owners and admins. */
import type {
  SenderIdRequestItem,
  SenderIdRequestPage,
  TSenderIdRequestInput,
  TSenderIdRequestQuery,
} from '@beacon/shared/validation/sender-id-request';
import { api } from '@/shared/request';

export const senderIdApi = {
  /** Quiet: a failure takes the user to the error result page, which explains it. */
  submit: (input: TSenderIdRequestInput) =>
    api.post<SenderIdRequestItem>('/admin/sender-id/submit', input, { quiet: true }),
  list: (query: TSenderIdRequestQuery) => api.post<SenderIdRequestPage>('/admin/sender-id/list', query),
  get: (requestId: string) => api.post<SenderIdRequestItem>('/admin/sender-id/get', { requestId }),
};
