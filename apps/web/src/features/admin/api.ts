/**
 * The admin area's calls (`/admin/…`); the server refuses them (1006) to anyone but owners and admins. Creating
 * an account is the account call every user has (API.md `POST /account/add`).
 */
import type {
  AdminAccount,
  AdminOverview,
  AuditEntry,
  ImportResult,
  Invitation,
  Member,
  OrgSettings,
  TInviteInput,
  TMemberAccessInput,
  TOrgSettingsInput,
} from '@beacon/shared/validation/admin';
import type {
  AuditQuery,
  InvitationCreated,
  MemberAction,
  MemberKind,
  Page,
  PageQuery,
} from '@beacon/shared/api/admin';
import type { AccountCreated } from '@beacon/shared/api/accounts';
import type { TAccountAddInput } from '@beacon/shared/validation/account';
import { api } from '@/shared/request';

export type { AuditQuery, MemberAction, MemberKind, PageQuery };

export const adminApi = {
  overview: () => api.post<AdminOverview>('/admin/overview'),
  accounts: () => api.post<AdminAccount[]>('/admin/account/list'),
  /** The account call of API.md: the caller's organisation owns the new account. */
  createAccount: (input: TAccountAddInput) => api.post<AccountCreated>('/account/add', input),
  /** Makes the account the caller's current one (API.md `POST /account/select`). */
  selectAccount: (accountId: string) => api.post<null>('/account/select', { accountId }),
  members: (kind: MemberKind, page: PageQuery) =>
    api.post<Page<Member>>('/admin/user/list', { kind, ...page }),
  invitations: (page: PageQuery) => api.post<Page<Invitation>>('/admin/invitation/list', page),
  invite: (input: TInviteInput) => api.post<InvitationCreated>('/admin/user/invite', input),
  resend: (invitationId: string) => api.post<null>('/admin/invitation/resend', { invitationId }),
  revoke: (invitationId: string) => api.post<null>('/admin/invitation/revoke', { invitationId }),
  memberAction: (action: MemberAction, userId: string) => api.post<null>(`/admin/user/${action}`, { userId }),
  changeAccess: (input: TMemberAccessInput) => api.post<null>('/admin/user/access', input),
  importMembers: (csv: string, dryRun: boolean) =>
    api.post<ImportResult>('/admin/user/import', { csv, dryRun }),
  settings: () => api.post<OrgSettings>('/admin/settings/get'),
  updateSettings: (input: TOrgSettingsInput) => api.post<OrgSettings>('/admin/settings/update', input),
  audit: (query: AuditQuery) => api.post<Page<AuditEntry>>('/admin/audit/list', query),
};
