import { RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../common/LoadMoreFooter';
import type { WebhookDelivery, WebhookDeliveryPage } from '@beacon/shared/api/webhooks';
import { useUserTime } from '@/features/sms/lib/user-time';
import { AttemptUrl } from '../log/WebhookDeliveries';
import { useResendWebhook, useWebhookDeliveryPages } from '@/features/sms/queries';

const STATE_COLORS: Record<WebhookDelivery['state'], string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** Close enough to be worth watching: a queued test's first attempt, or a retry within the minute. */
const SOON_MS = 60_000;
const POLL_MS = 2_000;

function isDueSoon(delivery: WebhookDelivery, now: number): boolean {
  if (delivery.state !== 'pending') return false;
  if (delivery.attempts === 0 || delivery.nextAttemptAt === null) return true;
  return Date.parse(delivery.nextAttemptAt) - now < SOON_MS;
}

/** Polls only while an attempt is about to be made, so a test's outcome appears without a reload. */
function refetchInterval(query: { state: { data?: { pages: WebhookDeliveryPage[] } } }): number | false {
  const now = Date.now();
  const items = query.state.data?.pages.flatMap((page) => page.items) ?? [];
  return items.some((item) => isDueSoon(item, now)) ? POLL_MS : false;
}

function LastAttempt({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  if (delivery.lastAttemptAt === null) {
    return <Typography.Text type="secondary">{t('sms.webhook.noAttempts')}</Typography.Text>;
  }
  const status = delivery.lastHttpStatus;
  const isSuccess = status !== null && status >= 200 && status < 300;
  return (
    <Flex vertical gap={2}>
      {status !== null && <Tag color={isSuccess ? 'success' : 'error'}>HTTP {status}</Tag>}
      {!isSuccess && (status === null || delivery.lastError !== `HTTP ${status}`) && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {delivery.lastError ?? t('sms.webhook.noResponse')}
        </Typography.Text>
      )}
      {delivery.lastAttemptUrl !== null && delivery.lastAttemptUrl !== delivery.url && (
        <AttemptUrl url={delivery.lastAttemptUrl} />
      )}
    </Flex>
  );
}

/**
 * The account's recent webhook deliveries, test events included, each with its latest attempt: where the
 * outcome of "Send test event" is seen, and where a failed delivery is sent again.
 */
export function WebhookDeliveryTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { format } = useUserTime();
  const pages = useWebhookDeliveryPages(refetchInterval);
  const resend = useResendWebhook();
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  const title = (
    <Flex justify="space-between" align="center" gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('sms.webhook.recentTitle')}
      </Typography.Title>
      <Button
        icon={<ReloadOutlined />}
        loading={pages.isRefetching && !pages.isFetchingNextPage}
        onClick={() => void pages.refetch()}
      >
        {t('sms.webhook.refresh')}
      </Button>
    </Flex>
  );

  if (pages.isError && !pages.data) {
    return (
      <Flex vertical gap={12}>
        {title}
        <Alert
          type="error"
          showIcon
          title={t('sms.webhook.recentLoadFailed')}
          action={<Button onClick={() => void pages.refetch()}>{t('common.action.retry')}</Button>}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      {title}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sms.webhook.recentHelp')}
      </Typography.Paragraph>
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        dataSource={items}
        loading={pages.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('sms.webhook.recentEmpty')} /> }}
        columns={[
          {
            title: t('sms.webhook.column.createdAt'),
            dataIndex: 'createdAt',
            render: (at: string) => format(at),
          },
          {
            title: t('sms.webhook.column.event'),
            key: 'event',
            render: (_, delivery) => (
              <Flex vertical gap={2}>
                <Flex gap={4} align="center">
                  <Typography.Text code>{delivery.event}</Typography.Text>
                  {delivery.event === 'webhook.test' && <Tag>{t('sms.webhook.testTag')}</Tag>}
                </Flex>
                {delivery.messageId && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {delivery.messageId}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('sms.webhook.column.url'),
            dataIndex: 'url',
            render: (url: string) => (
              <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: url }}>
                {url}
              </Typography.Text>
            ),
          },
          {
            title: t('sms.webhook.column.state'),
            dataIndex: 'state',
            render: (state: WebhookDelivery['state']) => (
              <Tag color={STATE_COLORS[state]}>{t(`sms.webhook.state.${state}`)}</Tag>
            ),
          },
          { title: t('sms.webhook.column.attempts'), dataIndex: 'attempts', align: 'right' },
          {
            title: t('sms.webhook.column.lastAttempt'),
            key: 'lastAttempt',
            render: (_, delivery) => <LastAttempt delivery={delivery} />,
          },
          {
            title: t('sms.webhook.column.nextAttempt'),
            dataIndex: 'nextAttemptAt',
            render: (at: string | null) =>
              at ? format(at) : <Typography.Text type="secondary">—</Typography.Text>,
          },
          {
            title: t('sms.webhook.column.actions'),
            key: 'actions',
            align: 'right',
            // Stays in view when the table scrolls sideways on a narrower screen.
            fixed: 'right',
            render: (_, delivery) => (
              <Button
                size="small"
                icon={<RedoOutlined />}
                aria-label={t('sms.webhook.resendDelivery', { id: delivery.id })}
                loading={resend.isPending && resend.variables === delivery.id}
                onClick={() =>
                  resend.mutate(delivery.id, {
                    onSuccess: () => void message.success(t('sms.webhook.resent')),
                  })
                }
              >
                {t('sms.webhook.resend')}
              </Button>
            ),
          },
        ]}
        footer={
          items.length > 0
            ? () => <LoadMoreFooter shown={t('sms.webhook.shown', { count: items.length })} pages={pages} />
            : undefined
        }
      />
    </Flex>
  );
}
