import { Button, Card, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/format/use-format-date';
import type { TrustedDeviceView } from '@beacon/shared/api/user-centre';
import { useDevices, useRevokeDevice, useRevokeOtherDevices } from '../queries';
import { DeviceName } from './DeviceName';

/** Browsers that skip the sign-in code on their network ("keep me signed in"); stop trusting any of them. */
export function DevicesCard() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const devices = useDevices();
  const revoke = useRevokeDevice();
  const revokeOthers = useRevokeOtherDevices();
  const others = (devices.data ?? []).filter((device) => !device.current).length;

  const columns: TableColumnsType<TrustedDeviceView> = [
    {
      title: t('user.sessions.device'),
      dataIndex: 'userAgent',
      render: (userAgent: string | null, device) => (
        <>
          <DeviceName userAgent={userAgent} />{' '}
          {device.current && <Tag color="blue">{t('user.devices.current')}</Tag>}
        </>
      ),
    },
    {
      title: t('user.devices.network'),
      dataIndex: 'network',
      render: (network: string, device) => (
        <Typography.Text>
          {device.ip ?? '—'} <Typography.Text type="secondary">({network})</Typography.Text>
        </Typography.Text>
      ),
    },
    { title: t('user.devices.trustedAt'), dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
    {
      title: t('user.devices.lastUsed'),
      dataIndex: 'lastUsedAt',
      render: (at: string | null) => formatDate(at, { empty: t('user.devices.neverUsed') }),
    },
    { title: t('user.devices.expires'), dataIndex: 'expiresAt', render: (at: string) => formatDate(at) },
    {
      title: t('user.sessions.actions'),
      key: 'actions',
      render: (_, device) => (
        <Popconfirm
          title={t('user.devices.revokeConfirm')}
          okText={t('user.devices.revoke')}
          cancelText={t('common.action.cancel')}
          onConfirm={() => revoke.mutateAsync(device.id)}
        >
          <Button size="small" danger>
            {t('user.devices.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title={t('user.devices.title')}
      variant="borderless"
      extra={
        <Popconfirm
          title={t('user.devices.revokeOthersConfirm')}
          okText={t('user.devices.revokeOthers')}
          cancelText={t('common.action.cancel')}
          onConfirm={() => revokeOthers.mutateAsync(undefined)}
          disabled={others === 0}
        >
          <Button disabled={others === 0} loading={revokeOthers.isPending}>
            {t('user.devices.revokeOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">{t('user.devices.description')}</Typography.Paragraph>
      <Table<TrustedDeviceView>
        rowKey="id"
        size="middle"
        loading={devices.isPending}
        columns={columns}
        dataSource={devices.data ?? []}
        pagination={false}
        locale={{ emptyText: t('user.devices.empty') }}
        scroll={{ x: 820 }}
      />
    </Card>
  );
}
