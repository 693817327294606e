import { RedoOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsLogDetail } from '@beacon/shared/api/sms-log';
import type { WebhookAttempt } from '@beacon/shared/api/webhooks';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useResendWebhook } from '@/features/sms/queries';

type Delivery = SmsLogDetail['webhooks'][number];

const STATE_COLORS: Record<Delivery['state'], string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/**
 * Where an attempt went, shown only when it is not the delivery's URL (an attempt made before the URL was
 * changed), so the usual log of one URL stays a plain list of outcomes.
 */
export function AttemptUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 260 }} ellipsis={{ tooltip: url }}>
      {t('sms.webhook.sentTo', { url })}
    </Typography.Text>
  );
}

/** Every webhook delivery of the message, each attempt with its outcome; failed or pending ones can be resent. */
export function WebhookDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { format } = useUserTime();
  const resend = useResendWebhook();

  if (deliveries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sms.detail.noWebhooks')} />;
  }

  return (
    <Flex vertical gap={12}>
      {deliveries.map((delivery) => (
        <Card
          key={delivery.id}
          size="small"
          title={
            <Flex gap={8} align="center" wrap>
              <Typography.Text code>{delivery.event}</Typography.Text>
              <Tag color={STATE_COLORS[delivery.state]}>{t(`sms.webhook.state.${delivery.state}`)}</Tag>
            </Flex>
          }
          extra={
            delivery.state !== 'delivered' && (
              <Button
                size="small"
                icon={<RedoOutlined />}
                loading={resend.isPending && resend.variables === delivery.id}
                onClick={() =>
                  resend.mutate(delivery.id, {
                    onSuccess: () => void message.success(t('sms.webhook.resent')),
                  })
                }
              >
                {t('sms.webhook.resend')}
              </Button>
            )
          }
        >
          <Typography.Paragraph style={{ marginBottom: 8 }} ellipsis={{ tooltip: delivery.url }}>
            <Typography.Text type="secondary">{t('sms.webhook.url')} </Typography.Text>
            {delivery.url}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
            {t('sms.webhook.queued', { time: format(delivery.createdAt), count: delivery.attempts })}
          </Typography.Paragraph>
          <Table<WebhookAttempt>
            size="small"
            rowKey={(attempt) => attempt.at}
            pagination={false}
            dataSource={delivery.attemptLog}
            locale={{ emptyText: t('sms.webhook.noAttempts') }}
            columns={[
              { title: t('sms.webhook.attemptAt'), dataIndex: 'at', render: (at: string) => format(at) },
              {
                title: t('sms.webhook.outcome'),
                key: 'outcome',
                render: (_, attempt) => (
                  <Flex vertical gap={2} align="flex-start">
                    {attempt.httpStatus !== null ? (
                      <Tag
                        color={attempt.httpStatus >= 200 && attempt.httpStatus < 300 ? 'success' : 'error'}
                      >
                        HTTP {attempt.httpStatus}
                      </Tag>
                    ) : (
                      <Typography.Text type="danger">
                        {attempt.error ?? t('sms.webhook.noResponse')}
                      </Typography.Text>
                    )}
                    {attempt.url !== null && attempt.url !== delivery.url && <AttemptUrl url={attempt.url} />}
                  </Flex>
                ),
              },
              {
                title: t('sms.webhook.duration'),
                dataIndex: 'durationMs',
                align: 'right',
                render: (ms: number) => t('sms.webhook.ms', { ms }),
              },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
