import { DashboardOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INSIGHTS_RANGES, type InsightsRange, type InsightsTraffic } from '@beacon/shared/api/insights';
import { Chart } from '@/shared/charts';
import { LoadError } from '../components/LoadError';
import { spendOption, trafficOption, type TrafficLabels } from '../components/traffic-charts';
import { INSIGHT_PATHS, profilePath } from '../paths';
import { useInsightFormat } from '../lib/use-insight-format';
import { useTraffic } from '../queries';

type AccountRow = InsightsTraffic['byAccount'][number];

/**
 * The organisation's traffic, delivery and spend per day over 7 days, 30 days or a year, across all its
 * accounts (admin only), with the figures of each account and a way to the live monitor.
 */
export default function DataAnalysisPage() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const [range, setRange] = useState<InsightsRange>('30d');
  const traffic = useTraffic({ range, timezone: format.timezone });
  const data = traffic.data;

  const charts = useMemo(() => {
    if (!data) return null;
    const labels: TrafficLabels = {
      delivered: t('insights.traffic.delivered'),
      failed: t('insights.traffic.failed'),
      pending: t('insights.traffic.pending'),
      deliveryRate: t('insights.traffic.deliveryRate'),
      count: format.count,
      rate: format.rate,
      day: (at) => (range === '1y' ? at : at.slice(5)),
    };
    return { traffic: trafficOption(data, labels), spend: spendOption(data, labels) };
  }, [data, t, format, range]);

  const figures = data && [
    { key: 'sent', value: format.count(data.totals.sent) },
    { key: 'delivered', value: format.count(data.totals.delivered) },
    { key: 'failed', value: format.count(data.totals.failed) },
    { key: 'deliveryRate', value: format.rate(data.totals.deliveryRate) },
    { key: 'segments', value: format.count(data.totals.segments) },
    { key: 'spend', value: format.money(data.totals.spend) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('menu.visualization.dataAnalysis')}
          </Typography.Title>
          <Flex gap={12} wrap align="center">
            <Segmented<InsightsRange>
              value={range}
              onChange={setRange}
              options={INSIGHTS_RANGES.map((value) => ({ value, label: t(`insights.range.${value}`) }))}
            />
            <Link to={INSIGHT_PATHS.monitor}>
              <Button icon={<DashboardOutlined />}>{t('insights.traffic.openMonitor')}</Button>
            </Link>
          </Flex>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('insights.common.timezone', { timezone: format.timezone })}
        </Typography.Text>
      </Card>
      {traffic.isError && !data ? (
        <LoadError onRetry={() => void traffic.refetch()} />
      ) : !data || !charts || !figures ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {figures.map((figure) => (
              <Col key={figure.key} xs={12} md={8} xl={4}>
                <Card variant="borderless">
                  <Statistic title={t(`insights.traffic.${figure.key}`)} value={figure.value} />
                </Card>
              </Col>
            ))}
          </Row>
          {data.totals.sent === 0 && data.totals.spend.length === 0 ? (
            <Card variant="borderless">
              <Empty description={t('insights.traffic.empty')} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <Card variant="borderless" title={t('insights.traffic.perDay')}>
                  <Chart option={charts.traffic} height={320} label={t('insights.traffic.perDay')} />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <Card variant="borderless" title={t('insights.traffic.spendPerDay')}>
                  {data.totals.spend.length === 0 ? (
                    <Empty description={t('insights.traffic.noSpend')} />
                  ) : (
                    <Chart option={charts.spend} height={320} label={t('insights.traffic.spendPerDay')} />
                  )}
                </Card>
              </Col>
            </Row>
          )}
          <Card variant="borderless" title={t('insights.traffic.byAccount')}>
            <Table<AccountRow>
              rowKey="accountId"
              size="middle"
              dataSource={data.byAccount}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: t('insights.common.noAccounts') }}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('insights.common.account'),
                  dataIndex: 'name',
                  render: (name: string, row) => <Link to={profilePath(row.accountId)}>{name}</Link>,
                },
                ...(['sent', 'delivered', 'failed', 'pending'] as const).map((key) => ({
                  title: t(`insights.traffic.${key}`),
                  dataIndex: key,
                  align: 'right' as const,
                  render: (n: number) => format.count(n),
                })),
                {
                  title: t('insights.traffic.deliveryRate'),
                  dataIndex: 'deliveryRate',
                  align: 'right' as const,
                  render: (rate: number | null) => format.rate(rate),
                },
                {
                  title: t('insights.traffic.spend'),
                  dataIndex: 'spend',
                  align: 'right' as const,
                  render: (spend: AccountRow['spend']) => format.money(spend),
                },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
