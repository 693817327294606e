import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSmsMessageType } from '@beacon/shared/sms/message-types';
import { formatExactMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { countryName } from '@/features/sms/lib/country-names';
import { IN_FLIGHT_STATUSES } from '@/features/sms/lib/log-filters';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useLogDetail } from '@/features/sms/queries';
import { TIMELINE_COLORS } from '@/features/sms/lib/status-colors';
import { StatusTag } from './StatusTag';
import { WebhookDeliveries } from './WebhookDeliveries';

const DETAIL_REFRESH_MS = 5_000;

/** One message: every field, its status history and its webhook deliveries. */
export function LogDetailDrawer({
  id,
  autoRefresh,
  onClose,
}: {
  id: string | null;
  autoRefresh: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format, timezone } = useUserTime();
  const detail = useLogDetail(id, (query) => {
    const status = query.state.data?.message.status;
    const pendingHook = query.state.data?.webhooks.some((hook) => hook.state === 'pending');
    return autoRefresh && ((status && IN_FLIGHT_STATUSES.includes(status)) || pendingHook)
      ? DETAIL_REFRESH_MS
      : false;
  });
  const message = detail.data?.message;

  return (
    <Drawer open={id !== null} onClose={onClose} size={640} title={t('sms.detail.title')} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : detail.isError || !message ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.detail.loadFailed')}
          action={<Button onClick={() => void detail.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={24}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'id',
                label: t('sms.detail.id'),
                children: <Typography.Text copyable>{message.id}</Typography.Text>,
              },
              {
                key: 'status',
                label: t('sms.log.column.status'),
                children: <StatusTag status={message.status} />,
              },
              ...(message.errorCode
                ? [
                    {
                      key: 'error',
                      label: t('sms.detail.errorCode'),
                      children: <Tag color="red">{message.errorCode}</Tag>,
                    },
                  ]
                : []),
              {
                key: 'direction',
                label: t('sms.log.column.direction'),
                children: t(`sms.log.direction.${message.direction}`),
              },
              { key: 'from', label: t('sms.log.column.from'), children: message.from },
              { key: 'to', label: t('sms.log.column.to'), children: message.to },
              {
                key: 'country',
                label: t('sms.log.column.country'),
                children: message.country
                  ? `${countryName(message.country, locale)} (${message.country})`
                  : '—',
              },
              {
                key: 'type',
                label: t('sms.log.column.type'),
                children: isSmsMessageType(message.type) ? t(`sms.type.${message.type}`) : '—',
              },
              {
                key: 'content',
                label: t('sms.log.column.content'),
                children: (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} copyable>
                    {message.content}
                  </Typography.Paragraph>
                ),
              },
              {
                key: 'segments',
                label: t('sms.log.column.segments'),
                children: `${message.segments} · ${message.encoding}`,
              },
              {
                key: 'cost',
                label: t('sms.log.column.cost'),
                children: message.currency ? formatExactMoney(message.cost, message.currency, locale) : '—',
              },
              { key: 'created', label: t('sms.detail.createdAt'), children: format(message.createdAt) },
              { key: 'updated', label: t('sms.detail.updatedAt'), children: format(message.updatedAt) },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t('sms.detail.history')}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('sms.detail.timezone', { timezone })}
            </Typography.Paragraph>
            <Timeline
              items={detail.data.events.map((event, index) => ({
                key: `${event.at}-${index}`,
                color: TIMELINE_COLORS[event.status],
                title: format(event.at),
                content: (
                  <Flex gap={8} align="center">
                    <StatusTag status={event.status} />
                    {event.errorCode && <Typography.Text type="danger">{event.errorCode}</Typography.Text>}
                  </Flex>
                ),
              }))}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('sms.detail.webhooks')}</Typography.Title>
            <WebhookDeliveries deliveries={detail.data.webhooks} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
