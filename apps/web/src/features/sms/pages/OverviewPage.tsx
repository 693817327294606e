import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_OVERVIEW_RANGES, type SmsOverviewRange } from '@beacon/shared/api/sms-overview';
import { isSmsMessageType } from '@beacon/shared/sms/message-types';
import { Chart } from '@/shared/charts';
import { formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import {
  countOption,
  seriesOption,
  typeOption,
  type OverviewLabels,
} from '../components/overview/overview-charts';
import { bucketLabels } from '../components/overview/bucket-labels';
import { countryName } from '../lib/country-names';
import { useUserTime } from '../lib/user-time';
import { useSmsOverview } from '../overview-queries';

/** The SMS overview (spec sections 2 and 9): today per hour, or 7 days, 30 days, a year per day, in the user's timezone. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { timezone } = useUserTime();
  const [range, setRange] = useState<SmsOverviewRange>('today');
  const overview = useSmsOverview(range, timezone);
  const data = overview.data;

  const labels = useMemo<OverviewLabels>(() => {
    const count = new Intl.NumberFormat(locale);
    return {
      delivered: t('sms.overview.delivered'),
      failed: t('sms.overview.failed'),
      pending: t('sms.overview.pending'),
      buckets: (series) => bucketLabels(series, range === 'today' ? 'hour' : 'day', timezone, locale),
      country: (code) => (code ? countryName(code, locale) : t('sms.overview.unknownCountry')),
      type: (type) => (isSmsMessageType(type) ? t(`sms.type.${type}`) : String(type)),
      count: (n) => count.format(n),
    };
  }, [t, locale, range, timezone]);
  const charts = useMemo(
    () =>
      data && {
        series: seriesOption(data, labels),
        country: countOption(data, labels),
        type: typeOption(data, labels),
      },
    [data, labels],
  );

  const rate = data?.totals.deliveryRate;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('menu.sms.overview')}
          </Typography.Title>
          <Segmented<SmsOverviewRange>
            value={range}
            onChange={setRange}
            options={SMS_OVERVIEW_RANGES.map((value) => ({ value, label: t(`sms.overview.range.${value}`) }))}
          />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sms.overview.timezone', { timezone })}
        </Typography.Text>
      </Card>
      {overview.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.overview.loadFailed')}
          action={<Button onClick={() => void overview.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : !data || !charts ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {(['sent', 'delivered', 'failed', 'segments'] as const).map((key) => (
              <Col key={key} xs={12} md={8} xl={4}>
                <Card variant="borderless">
                  <Statistic
                    title={t(`sms.overview.${key}`)}
                    value={data.totals[key]}
                    formatter={(value) => labels.count(Number(value))}
                  />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={8} xl={4}>
              <Card variant="borderless">
                <Statistic
                  title={t('sms.overview.cost')}
                  value={
                    data.currency ? formatMoney(data.totals.cost, data.currency, locale) : data.totals.cost
                  }
                />
              </Card>
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Card variant="borderless">
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary">{t('sms.overview.deliveryRate')}</Typography.Text>
                  <Progress
                    type="circle"
                    size={56}
                    percent={rate === null || rate === undefined ? 0 : Math.round(rate * 1000) / 10}
                    format={(percent) => (rate === null ? '—' : `${percent}%`)}
                    aria-label={t('sms.overview.deliveryRate')}
                  />
                </Flex>
              </Card>
            </Col>
          </Row>
          {data.totals.sent === 0 ? (
            <Card variant="borderless">
              <Empty description={t('sms.overview.empty')} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={24}>
                <Card variant="borderless" title={t(`sms.overview.perBucket.${data.bucket}`)}>
                  <Chart
                    option={charts.series}
                    height={300}
                    label={t(`sms.overview.perBucket.${data.bucket}`)}
                  />
                </Card>
              </Col>
              <Col xs={24} xl={14}>
                <Card variant="borderless" title={t('sms.overview.byCountry')}>
                  <Chart option={charts.country} height={300} label={t('sms.overview.byCountry')} />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <Card variant="borderless" title={t('sms.overview.byType')}>
                  <Chart option={charts.type} height={300} label={t('sms.overview.byType')} />
                </Card>
              </Col>
            </Row>
          )}
        </>
      )}
    </Flex>
  );
}
