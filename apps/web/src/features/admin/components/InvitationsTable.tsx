import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@beacon/shared/validation/admin';
import { useFormatDate } from '@/shared/format/use-format-date';
import { adminApi } from '../api';
import { useAdminChange, useInvitations } from '../queries';
import { LoadFailed } from './LoadFailed';

/** Pending invitations: re-send (a new 7-day link) or revoke. */
export function InvitationsTable() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const invitations = useInvitations(page);
  const resend = useAdminChange(adminApi.resend);
  const revoke = useAdminChange(adminApi.revoke);
  if (invitations.isError) return <LoadFailed onRetry={() => void invitations.refetch()} />;
  return (
    <Table<Invitation>
      rowKey="invitationId"
      loading={invitations.isFetching}
      dataSource={invitations.data?.items ?? []}
      locale={{ emptyText: t('admin.users.empty.pending') }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: invitations.data?.total ?? 0,
        hideOnSinglePage: true,
        onChange: (next, pageSize) => setPage({ page: next, pageSize }),
      }}
      columns={[
        { title: t('admin.users.email'), dataIndex: 'email' },
        {
          title: t('admin.users.role'),
          dataIndex: 'role',
          render: (role: Invitation['role']) => t(`admin.role.${role}`),
        },
        {
          title: t('admin.users.accounts'),
          render: (_, row) =>
            row.role === 'user' ? row.accountIds.join(', ') || '—' : t('admin.users.allAccounts'),
        },
        {
          title: t('admin.users.invitedBy'),
          dataIndex: 'invitedBy',
          render: (value: string | null) => value ?? '—',
        },
        {
          title: t('admin.users.expiresAt'),
          render: (_, row) =>
            row.expired ? <Tag color="warning">{t('admin.users.expired')}</Tag> : formatDate(row.expiresAt),
        },
        {
          title: t('admin.users.actions'),
          render: (_, row) => (
            <Space size={0}>
              <Button
                size="small"
                type="link"
                loading={resend.isPending && resend.variables === row.invitationId}
                onClick={() => resend.mutate(row.invitationId)}
              >
                {t('admin.users.action.resend')}
              </Button>
              <Popconfirm
                title={t('admin.users.confirm.revoke', { email: row.email })}
                okText={t('admin.common.confirm')}
                cancelText={t('admin.common.cancel')}
                onConfirm={() => revoke.mutateAsync(row.invitationId)}
              >
                <Button size="small" type="link" danger>
                  {t('admin.users.action.revoke')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
