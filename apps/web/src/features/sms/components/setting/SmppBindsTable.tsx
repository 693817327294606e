import { Alert, Button, Empty, Flex, Progress, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmppBind } from '@beacon/shared/api/smpp-access';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useSmppBinds } from '@/features/sms/smpp-queries';

/** The account's binds open now, as the processes holding them last reported (every 5 s, polled here). */
export function SmppBindsTable() {
  const { t } = useTranslation();
  const { format } = useUserTime();
  const binds = useSmppBinds();

  const columns: TableColumnsType<SmppBind> = [
    {
      title: t('sms.smpp.systemId'),
      dataIndex: 'systemId',
      render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
    },
    {
      title: t('sms.smpp.bindType'),
      dataIndex: 'bindType',
      render: (type: SmppBind['bindType']) => <Tag>{t(`sms.smpp.bindTypes.${type}`)}</Tag>,
    },
    {
      title: t('sms.smpp.remoteAddress'),
      key: 'remote',
      render: (_, bind) => (
        <Flex gap={6} align="center">
          <span>{bind.remoteAddress}</span>
          {bind.tls && <Tag color="blue">TLS</Tag>}
        </Flex>
      ),
    },
    { title: t('sms.smpp.since'), dataIndex: 'since', render: (at: string) => format(at) },
    { title: t('sms.smpp.submitsPerSecond'), dataIndex: 'submitsPerSecond', align: 'right' },
    {
      title: t('sms.smpp.windowUse'),
      key: 'window',
      render: (_, bind) => (
        <Flex vertical style={{ minWidth: 120 }}>
          <Progress
            percent={bind.windowSize > 0 ? Math.round((bind.windowUsed / bind.windowSize) * 100) : 0}
            size="small"
            showInfo={false}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('sms.smpp.windowOf', { used: bind.windowUsed, size: bind.windowSize })}
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  return (
    <section aria-labelledby="smpp-binds">
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} id="smpp-binds" style={{ margin: 0 }}>
          {t('sms.smpp.binds')}
        </Typography.Title>
        {binds.data && (
          <Typography.Text type="secondary">
            {t('sms.smpp.waiting', { count: binds.data.waitingDeliveries })}
          </Typography.Text>
        )}
      </Flex>
      {binds.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.smpp.bindsFailed')}
          action={<Button onClick={() => void binds.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Table<SmppBind>
          rowKey="bindId"
          size="middle"
          columns={columns}
          dataSource={binds.data?.items ?? []}
          loading={binds.isPending}
          pagination={(binds.data?.items.length ?? 0) > 10 ? { pageSize: 10 } : false}
          tableLayout="auto"
          scroll={{ x: '100%' }}
          locale={{ emptyText: <Empty description={t('sms.smpp.noBinds')} /> }}
        />
      )}
    </section>
  );
}
