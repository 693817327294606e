/** The SMPP access calls of the settings page (docs/smpp-access.md), all on the current account. */
import type {
  CreatedSmppCredential,
  SmppBindList,
  SmppCredential,
  SmppInfo,
} from '@beacon/shared/api/smpp-access';
import { api } from '@/shared/request';

export const smppApi = {
  info: () => api.post<SmppInfo>('/sms/smpp/info'),
  credentials: () => api.post<SmppCredential[]>('/sms/smpp/credential/list'),
  /** Quiet: the dialog shows why a creation failed. */
  createCredential: () =>
    api.post<CreatedSmppCredential>('/sms/smpp/credential/create', undefined, { quiet: true }),
  revokeCredential: (systemId: string) => api.post<null>('/sms/smpp/credential/revoke', { systemId }),
  binds: () => api.post<SmppBindList>('/sms/smpp/bind/list', undefined, { quiet: true }),
};
