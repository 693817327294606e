import { Alert, Badge, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/shared/charts';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { monitorOption, queueDepth, type MonitorLabels } from '../components/monitor-chart';
import { useMonitorReadings } from '../monitor-queries';

/**
 * Live traffic for the organisation's admins (spec: dashboard monitor, hidden): messages accepted and
 * submitted per second, the queue, the webhook backlog and the platform's carrier binds, read every two
 * seconds and drawn as they arrive.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const reading = useMonitorReadings();
  const history = useMemo(() => reading.data ?? [], [reading.data]);
  const latest = history.at(-1);

  const option = useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const labels: MonitorLabels = {
      accepted: t('insights.monitor.accepted'),
      submitted: t('insights.monitor.submitted'),
      queue: t('insights.monitor.queue'),
      time: (iso) => new Date(iso).toLocaleTimeString(locale, { hour12: false }),
      count: (n) => count.format(n),
    };
    return { chart: monitorOption(history, labels), count: labels.count };
  }, [history, locale, t]);

  const binds = latest?.binds;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('menu.dashboard.monitor')}
          </Typography.Title>
          <Badge
            status={reading.isError ? 'error' : 'processing'}
            text={
              latest
                ? t('insights.monitor.updated', { time: formatDate(latest.at) })
                : t('insights.monitor.connecting')
            }
          />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('insights.monitor.explain', { seconds: latest?.windowSeconds ?? 10 })}
        </Typography.Text>
      </Card>
      {reading.isError && <Alert type="error" showIcon title={t('insights.monitor.failed')} />}
      {!latest ? (
        !reading.isError && (
          <Card variant="borderless">
            <Skeleton active />
          </Card>
        )
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              { key: 'accepted', value: latest.acceptedPerSecond },
              { key: 'submitted', value: latest.submittedPerSecond },
              {
                key: 'queue',
                value: queueDepth(latest),
                note: t('insights.monitor.queueParts', {
                  scheduled: option.count(latest.queue.scheduled),
                  queued: option.count(latest.queue.queued),
                  sending: option.count(latest.queue.sending),
                }),
              },
              {
                key: 'webhooks',
                value: latest.webhooks.pending,
                note: t('insights.monitor.webhooksFailed', { failed: option.count(latest.webhooks.failed) }),
              },
            ].map((figure) => (
              <Col key={figure.key} xs={12} xl={6}>
                <Card variant="borderless" style={{ height: '100%' }}>
                  <Statistic title={t(`insights.monitor.${figure.key}`)} value={option.count(figure.value)} />
                  {figure.note && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {figure.note}
                    </Typography.Text>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
          <Card variant="borderless" title={t('insights.monitor.binds')}>
            {binds ? (
              <Flex gap={32} wrap>
                <Statistic title={t('insights.monitor.bound')} value={option.count(binds.bound)} />
                <Statistic
                  title={t('insights.monitor.connectingBinds')}
                  value={option.count(binds.connecting)}
                />
                <Statistic title={t('insights.monitor.refused')} value={option.count(binds.refused)} />
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('insights.monitor.bindsElsewhere')}</Typography.Text>
            )}
          </Card>
          <Card variant="borderless" title={t('insights.monitor.chart')}>
            <Chart option={option.chart} height={320} label={t('insights.monitor.chart')} />
          </Card>
        </>
      )}
    </Flex>
  );
}
