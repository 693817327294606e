import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@beacon/shared/validation/admin';
import { useFormatDate } from '@/shared/format/use-format-date';
import { adminApi, type MemberAction, type MemberKind } from '../api';
import { useAdminChange, useMembers } from '../queries';
import { AccessModal } from './AccessModal';
import { LoadFailed } from './LoadFailed';

const ROLE_COLORS = { owner: 'gold', admin: 'blue', user: 'default' } as const;
const STATUS_COLORS = { active: 'success', disabled: 'error', inactive: 'default' } as const;

/**
 * Managed members (imported: disable, enable, reset two-factor, password link, remove, role and access) or
 * independent ones (own sign-up: role and access, disable, remove). The owner has no actions.
 */
export function MembersTable({ kind }: { kind: MemberKind }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const members = useMembers(kind, page);
  const action = useAdminChange((input: { action: MemberAction; userId: string }) =>
    adminApi.memberAction(input.action, input.userId),
  );
  const [editing, setEditing] = useState<Member | null>(null);
  if (members.isError) return <LoadFailed onRetry={() => void members.refetch()} />;

  const confirmAction = (member: Member, name: MemberAction, danger = false) => (
    <Popconfirm
      key={name}
      title={t(`admin.users.confirm.${name}`, { email: member.email })}
      okText={t('admin.common.confirm')}
      cancelText={t('admin.common.cancel')}
      onConfirm={() => action.mutateAsync({ action: name, userId: member.userId })}
    >
      <Button size="small" type="link" danger={danger}>
        {t(`admin.users.action.${name}`)}
      </Button>
    </Popconfirm>
  );

  return (
    <>
      <Table<Member>
        rowKey="userId"
        loading={members.isFetching}
        dataSource={members.data?.items ?? []}
        locale={{ emptyText: t(`admin.users.empty.${kind}`) }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: members.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (next, pageSize) => setPage({ page: next, pageSize }),
        }}
        columns={[
          { title: t('admin.users.email'), dataIndex: 'email' },
          { title: t('admin.users.name'), dataIndex: 'username' },
          {
            title: t('admin.users.role'),
            dataIndex: 'role',
            render: (role: Member['role']) => <Tag color={ROLE_COLORS[role]}>{t(`admin.role.${role}`)}</Tag>,
          },
          {
            title: t('admin.users.status'),
            dataIndex: 'status',
            render: (status: Member['status']) => (
              <Tag color={STATUS_COLORS[status]}>{t(`admin.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('admin.users.accounts'),
            render: (_, member) =>
              member.role === 'user' ? member.accountIds.join(', ') || '—' : t('admin.users.allAccounts'),
          },
          {
            title: t('admin.users.joinedAt'),
            dataIndex: 'joinedAt',
            render: (value: string) => formatDate(value),
          },
          {
            title: t('admin.users.actions'),
            render: (_, member) =>
              member.role === 'owner' ? null : (
                <Space size={0} wrap>
                  <Button size="small" type="link" onClick={() => setEditing(member)}>
                    {t('admin.users.action.access')}
                  </Button>
                  {member.status === 'disabled'
                    ? confirmAction(member, 'enable')
                    : confirmAction(member, 'disable', true)}
                  {member.managed && confirmAction(member, 'two-factor/reset')}
                  {member.managed && confirmAction(member, 'password/reset')}
                  {confirmAction(member, 'remove', true)}
                </Space>
              ),
          },
        ]}
      />
      <AccessModal member={editing} onClose={() => setEditing(null)} />
    </>
  );
}
