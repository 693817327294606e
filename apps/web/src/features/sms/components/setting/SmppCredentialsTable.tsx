import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmppCredential } from '@beacon/shared/api/smpp-access';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useRevokeSmppCredential, useSmppCredentials } from '@/features/sms/smpp-queries';
import { SmppCredentialModal } from './SmppCredentialModal';

/** The account's SMPP credentials: when each last bound and from where; create and revoke. */
export function SmppCredentialsTable() {
  const { t } = useTranslation();
  const { format } = useUserTime();
  const credentials = useSmppCredentials();
  const revoke = useRevokeSmppCredential();
  const [isCreating, setIsCreating] = useState(false);

  const columns: TableColumnsType<SmppCredential> = [
    {
      title: t('sms.smpp.systemId'),
      dataIndex: 'systemId',
      render: (systemId: string) => (
        <Typography.Text code copyable={{ tooltips: [t('common.action.copy'), t('common.state.copied')] }}>
          {systemId}
        </Typography.Text>
      ),
    },
    { title: t('sms.smpp.createdAt'), dataIndex: 'createdAt', render: (at: string) => format(at) },
    {
      title: t('sms.smpp.lastBind'),
      key: 'lastBind',
      render: (_, credential) =>
        credential.lastBindAt ? (
          <Flex vertical>
            <span>{format(credential.lastBindAt)}</span>
            {credential.lastBindIp && (
              <Typography.Text type="secondary">{credential.lastBindIp}</Typography.Text>
            )}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('sms.smpp.neverBound')}</Typography.Text>
        ),
    },
    {
      title: t('sms.smpp.status'),
      key: 'status',
      render: (_, credential) =>
        credential.revokedAt ? (
          <Tag>{t('sms.smpp.revokedAt', { time: format(credential.revokedAt) })}</Tag>
        ) : (
          <Tag color="success">{t('sms.smpp.active')}</Tag>
        ),
    },
    {
      title: t('sms.smpp.actions'),
      key: 'actions',
      align: 'right',
      render: (_, credential) =>
        !credential.revokedAt && (
          <Popconfirm
            title={t('sms.smpp.revokeTitle', { systemId: credential.systemId })}
            description={t('sms.smpp.revokeHelp')}
            okText={t('sms.smpp.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.action.cancel')}
            onConfirm={() => revoke.mutateAsync(credential.systemId)}
          >
            <Button
              danger
              type="text"
              size="small"
              loading={revoke.isPending && revoke.variables === credential.systemId}
            >
              {t('sms.smpp.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <section aria-labelledby="smpp-credentials">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} id="smpp-credentials" style={{ margin: 0 }}>
          {t('sms.smpp.credentials')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          {t('sms.smpp.create')}
        </Button>
      </Flex>
      {credentials.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.smpp.credentialsFailed')}
          action={<Button onClick={() => void credentials.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Table<SmppCredential>
          rowKey="systemId"
          size="middle"
          columns={columns}
          dataSource={credentials.data ?? []}
          loading={credentials.isPending}
          pagination={(credentials.data?.length ?? 0) > 10 ? { pageSize: 10 } : false}
          tableLayout="auto"
          scroll={{ x: '100%' }}
          locale={{ emptyText: <Empty description={t('sms.smpp.noCredentials')} /> }}
        />
      )}
      <SmppCredentialModal open={isCreating} onClose={() => setIsCreating(false)} />
    </section>
  );
}
