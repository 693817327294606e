import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FINANCE_OVERVIEW_RANGES, type FinanceOverviewRange } from '@beacon/shared/api/finance';
import { AlertForm } from '../components/AlertForm';
import { SpendByCountryChart, SpendByDayChart } from '../components/charts/SpendCharts';
import { ListProblem } from '../components/ListProblem';
import { RechargeLogTable } from '../components/RechargeLogTable';
import { useMoney } from '../lib/use-money';
import { useOverview } from '../queries';
import { FINANCE_PATHS } from '../routes';

/**
 * The finance overview: balance, spend over the spec's ranges (today, 7 days, 30 days, a year) per day and
 * per country, the newest recharges, and the low-balance alert.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney(true);
  const [range, setRange] = useState<FinanceOverviewRange>('7d');
  const overview = useOverview(range);
  const data = overview.data;

  if (overview.isError && !data) {
    return <ListProblem title={t('finance.overview.loadFailed')} onRetry={() => void overview.refetch()} />;
  }

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <Flex justify="space-between" align="flex-start" gap={12} wrap>
              <Statistic
                title={t('finance.overview.balance')}
                loading={!data}
                value={data ? money(data.balance, data.currency) : ''}
                valueRender={() => (
                  <span data-testid="overview-balance">{data ? money(data.balance, data.currency) : ''}</span>
                )}
              />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(FINANCE_PATHS.recharge)}
              >
                {t('finance.overview.recharge')}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <Flex justify="space-between" align="flex-start" gap={12} wrap>
              <Statistic
                title={`${t('finance.overview.spend')} · ${t(`finance.overview.range.${range}`)}`}
                loading={!data}
                value={data ? money(data.spendTotal, data.currency) : ''}
                valueRender={() => <span>{data ? money(data.spendTotal, data.currency) : ''}</span>}
              />
              <Segmented<FinanceOverviewRange>
                value={range}
                onChange={setRange}
                options={FINANCE_OVERVIEW_RANGES.map((value) => ({
                  value,
                  label: t(`finance.overview.range.${value}`),
                }))}
              />
            </Flex>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card
            variant="borderless"
            title={t('finance.overview.byDay')}
            extra={
              data && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('finance.overview.daysIn', { timezone: data.timezone })}
                </Typography.Text>
              )
            }
          >
            {data ? <SpendByDayChart overview={data} /> : <Skeleton active paragraph={{ rows: 6 }} />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title={t('finance.overview.byCountry')}>
            {data ? <SpendByCountryChart overview={data} /> : <Skeleton active paragraph={{ rows: 6 }} />}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card
            variant="borderless"
            title={t('finance.overview.recent')}
            extra={
              <Button type="link" onClick={() => void navigate(FINANCE_PATHS.rechargeLog)}>
                {t('finance.overview.viewAll')}
              </Button>
            }
          >
            <RechargeLogTable items={data?.recentRecharges ?? []} isLoading={!data} compact />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title={t('finance.alert.title')}>
            {data ? (
              <AlertForm key={data.alert.threshold ?? 'off'} alert={data.alert} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
