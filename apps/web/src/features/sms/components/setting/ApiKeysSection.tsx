import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@beacon/shared/api/api-keys';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useApiKeys, useRevokeApiKey } from '@/features/sms/queries';
import { ApiKeyCreateModal } from './ApiKeyCreateModal';

/** Keys for the public send API: who has one, when it was last used and from where; create and revoke. */
export function ApiKeysSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { format } = useUserTime();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);

  const columns: TableColumnsType<ApiKey> = [
    { title: t('sms.apiKey.name'), dataIndex: 'name' },
    {
      title: t('sms.apiKey.keyId'),
      dataIndex: 'keyId',
      render: (keyId: string) => (
        <Typography.Text
          code
          copyable={{ tooltips: [t('common.action.copy'), t('common.state.copied')] }}
          style={{ whiteSpace: 'nowrap' }}
        >
          {keyId}
        </Typography.Text>
      ),
    },
    {
      title: t('sms.apiKey.secret'),
      dataIndex: 'secretHint',
      // The hint is the secret's first characters: enough to tell keys apart, useless to an attacker.
      render: (hint: string) => (
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {hint}••••••••
        </Typography.Text>
      ),
    },
    { title: t('sms.apiKey.createdAt'), dataIndex: 'createdAt', render: (at: string) => format(at) },
    {
      title: t('sms.apiKey.lastUsed'),
      key: 'lastUsed',
      render: (_, key) =>
        key.lastUsedAt ? (
          <Flex vertical>
            <span>{format(key.lastUsedAt)}</span>
            {key.lastUsedIp && <Typography.Text type="secondary">{key.lastUsedIp}</Typography.Text>}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('sms.apiKey.neverUsed')}</Typography.Text>
        ),
    },
    {
      title: t('sms.apiKey.status'),
      key: 'status',
      render: (_, key) =>
        key.revokedAt ? (
          <Tag>{t('sms.apiKey.revokedAt', { time: format(key.revokedAt) })}</Tag>
        ) : (
          <Tag color="success">{t('sms.apiKey.active')}</Tag>
        ),
    },
    {
      title: t('sms.apiKey.actions'),
      key: 'actions',
      align: 'right',
      render: (_, key) =>
        !key.revokedAt && (
          <Popconfirm
            title={t('sms.apiKey.revokeTitle', { name: key.name })}
            description={t('sms.apiKey.revokeHelp')}
            okText={t('sms.apiKey.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.action.cancel')}
            onConfirm={() => revoke.mutateAsync(key.keyId)}
          >
            <Button
              danger
              type="text"
              size="small"
              loading={revoke.isPending && revoke.variables === key.keyId}
            >
              {t('sms.apiKey.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('sms.apiKey.help')}
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          {t('sms.apiKey.create')}
        </Button>
      </Flex>
      {keys.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.apiKey.loadFailed')}
          action={<Button onClick={() => void keys.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Table<ApiKey>
          rowKey="keyId"
          size="middle"
          columns={columns}
          dataSource={keys.data ?? []}
          loading={keys.isPending}
          pagination={(keys.data?.length ?? 0) > 10 ? { pageSize: 10 } : false}
          // Sized by content (the key ID is 28 characters that must not break): a fixed layout's equal
          // columns let it run over the secret. Scrolls sideways only when the content cannot fit.
          tableLayout="auto"
          scroll={{ x: '100%' }}
          locale={{ emptyText: <Empty description={t('sms.apiKey.empty')} /> }}
        />
      )}
      <ApiKeyCreateModal open={isCreating} accountId={accountId} onClose={() => setIsCreating(false)} />
    </Flex>
  );
}
