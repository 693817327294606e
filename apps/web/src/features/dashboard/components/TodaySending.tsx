import { Card, Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useDashboardSummary } from '../queries';

/** Today's sending of the current account: sent, delivered, failed and the delivery rate. */
export function TodaySending() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, isPending, isError } = useDashboardSummary();

  return (
    <Card
      title={t('dashboard.today.title')}
      variant="borderless"
      extra={
        data && (
          <Typography.Text type="secondary">
            {t('dashboard.today.since', { time: formatDate(data.since), timezone: data.timezone })}
          </Typography.Text>
        )
      }
    >
      {isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && <Typography.Text type="danger">{t('dashboard.today.loadFailed')}</Typography.Text>}
      {data && (
        <Row gutter={[16, 16]} align="middle">
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.today.sent')} value={data.sentToday} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.today.delivered')} value={data.deliveredToday} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('dashboard.today.failed')} value={data.failedToday} />
          </Col>
          <Col xs={12} md={6}>
            <Typography.Text type="secondary">{t('dashboard.today.rate')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              {data.deliveryRate === null ? (
                <Typography.Text type="secondary">{t('dashboard.today.noRate')}</Typography.Text>
              ) : (
                <Progress
                  type="circle"
                  size={64}
                  percent={Math.round(data.deliveryRate * 1000) / 10}
                  aria-label={t('dashboard.today.rate')}
                />
              )}
            </div>
          </Col>
        </Row>
      )}
    </Card>
  );
}
