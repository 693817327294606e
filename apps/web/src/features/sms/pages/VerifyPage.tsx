import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Chart } from '@/shared/charts';
import { useLocale } from '@/shared/i18n';
import { ConversionTable } from '../components/verify/ConversionTable';
import { VerificationTable } from '../components/verify/VerificationTable';
import { VerifyFilters } from '../components/verify/VerifyFilters';
import { verifySeriesOption, type VerifyChartLabels } from '../components/verify/verify-chart';
import { useUserTime } from '../lib/user-time';
import { verifyFiltersFromSearch, verifyFiltersToSearch } from '../lib/verify-filters';
import {
  VERIFY_RANGES,
  useVerificationPages,
  useVerifyConversion,
  useVerifySeries,
  type VerifyFilters as Filters,
  type VerifyRange,
} from '../verify-queries';

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={<Button onClick={onRetry}>{t('common.action.retry')}</Button>}
    />
  );
}

/**
 * SMS → Verify (API.md "Verify API"): how the account's one-time codes convert — started against approved
 * over time, conversion by country and prefix — and the recent verifications, filtered in the address bar.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { timezone } = useUserTime();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => verifyFiltersFromSearch(search), [search]);
  const [range, setRange] = useState<VerifyRange>('24h');

  const pages = useVerificationPages(filters);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const conversion = useVerifyConversion(range);
  const series = useVerifySeries(range);

  const option = useMemo(() => {
    if (!series.data) return null;
    const count = new Intl.NumberFormat(locale);
    const bucket = series.data.bucket;
    const labels: VerifyChartLabels = {
      started: t('sms.verify.chart.started'),
      approved: t('sms.verify.chart.approved'),
      // Hours in the user's timezone; days are the server's UTC days.
      bucket: (at) => (bucket === 'hour' ? dayjs(at).tz(timezone).format('HH:mm') : at.slice(5, 10)),
      count: (n) => count.format(n),
    };
    return verifySeriesOption(series.data, labels);
  }, [series.data, t, locale, timezone]);

  const totals = conversion.data?.total;
  const rate = totals?.conversion;
  const hasStarts = series.data?.points.some((point) => point.started > 0) ?? false;
  const chartTitle = t(`sms.verify.chart.title.${series.data?.bucket ?? 'hour'}`);

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('menu.sms.verify')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('sms.verify.intro')}</Typography.Text>
          </div>
          <Segmented<VerifyRange>
            value={range}
            onChange={setRange}
            options={VERIFY_RANGES.map((value) => ({ value, label: t(`sms.verify.range.${value}`) }))}
          />
        </Flex>
      </Card>

      <Row gutter={[16, 16]}>
        {(['started', 'approved'] as const).map((key) => (
          <Col key={key} xs={12} md={8}>
            <Card variant="borderless">
              <Statistic
                title={t(`sms.verify.total.${key}`)}
                value={totals ? totals[key].toLocaleString(locale) : '—'}
                loading={conversion.isPending}
              />
            </Card>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Card variant="borderless">
            <Statistic
              title={t('sms.verify.total.conversion')}
              value={
                rate === null || rate === undefined
                  ? '—'
                  : `${(Math.round(rate * 1000) / 10).toLocaleString(locale)}%`
              }
              loading={conversion.isPending}
            />
          </Card>
        </Col>
      </Row>

      <Card variant="borderless" title={chartTitle}>
        {series.isError && !series.data ? (
          <LoadFailed title={t('sms.verify.chart.loadFailed')} onRetry={() => void series.refetch()} />
        ) : !option ? (
          <Skeleton active />
        ) : hasStarts ? (
          <Chart option={option} height={280} label={chartTitle} />
        ) : (
          <Empty description={t('sms.verify.chart.empty')} />
        )}
      </Card>

      <Card variant="borderless" title={t('sms.verify.conversion.title')}>
        {conversion.isError && !conversion.data ? (
          <LoadFailed
            title={t('sms.verify.conversion.loadFailed')}
            onRetry={() => void conversion.refetch()}
          />
        ) : (
          <ConversionTable data={conversion.data} isLoading={conversion.isPending} />
        )}
      </Card>

      <Card variant="borderless" title={t('sms.verify.recent')}>
        <Flex vertical gap={16}>
          <VerifyFilters
            key={search.toString()}
            filters={filters}
            onApply={(next: Filters) => setSearch(verifyFiltersToSearch(next))}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('sms.verify.timezone', { timezone })}
          </Typography.Text>
          {pages.isError && !pages.data ? (
            <LoadFailed title={t('sms.verify.loadFailed')} onRetry={() => void pages.refetch()} />
          ) : (
            <VerificationTable items={items} isLoading={pages.isPending} pages={pages} />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
