import { Button, Card, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/format/use-format-date';
import type { SessionView } from '@beacon/shared/api/user-centre';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../queries';
import { DeviceName } from './DeviceName';

/** Where the user is signed in: browser, address, when it started and was last used; sign any of them out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  const columns: TableColumnsType<SessionView> = [
    {
      title: t('user.sessions.device'),
      dataIndex: 'userAgent',
      render: (userAgent: string | null, session) => (
        <>
          <DeviceName userAgent={userAgent} />{' '}
          {session.current && <Tag color="blue">{t('user.sessions.current')}</Tag>}
          {session.trusted && <Tag>{t('user.sessions.trusted')}</Tag>}
        </>
      ),
    },
    { title: t('user.sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: t('user.sessions.created'), dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
    { title: t('user.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: (at: string) => formatDate(at) },
    {
      title: t('user.sessions.actions'),
      key: 'actions',
      render: (_, session) =>
        session.current ? null : (
          <Popconfirm
            title={t('user.sessions.revokeConfirm')}
            okText={t('user.sessions.revoke')}
            cancelText={t('common.action.cancel')}
            onConfirm={() => revoke.mutateAsync(session.id)}
          >
            <Button size="small" danger>
              {t('user.sessions.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title={t('user.sessions.title')}
      variant="borderless"
      extra={
        <Popconfirm
          title={t('user.sessions.revokeOthersConfirm')}
          okText={t('user.sessions.revokeOthers')}
          cancelText={t('common.action.cancel')}
          onConfirm={() => revokeOthers.mutateAsync(undefined)}
          disabled={others === 0}
        >
          <Button disabled={others === 0} loading={revokeOthers.isPending}>
            {t('user.sessions.revokeOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Table<SessionView>
        rowKey="id"
        size="middle"
        loading={sessions.isPending}
        columns={columns}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
      />
    </Card>
  );
}
