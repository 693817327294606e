import { Alert, Card, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatExactMoney, formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { pathOfRoute } from '@/shared/router';
import { countryName } from '@/features/sms/lib/country-names';
import { estimateCost, exceedsBalance, type CostLine } from '@/features/sms/lib/estimate-cost';
import { usePrices } from '@/features/sms/queries';

export const RECHARGE_ROUTE_NAME = 'Recharge';

interface CostEstimateProps {
  byCountry: ReadonlyMap<string, number>;
  segments: number;
  balance?: string;
  currency?: string;
}

/** Estimated cost per destination country and in total, at the account's prices (`/sms/price/list`). */
export const CostEstimate = memo(function CostEstimate({
  byCountry,
  segments,
  balance,
  currency,
}: CostEstimateProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const countries = [...byCountry.keys()].sort();
  const { data: prices, isPending, isError } = usePrices(countries);
  const shownCurrency = prices?.[0]?.currency ?? currency ?? 'USD';
  // Prices are fractions of a cent: shown exactly, so the lines add up to the total.
  const money = (amount: string) => formatExactMoney(amount, shownCurrency, locale);
  const estimate = prices ? estimateCost(byCountry, segments, prices) : null;
  const rechargePath = pathOfRoute(RECHARGE_ROUTE_NAME);

  return (
    <Card
      size="small"
      title={t('sms.cost.title')}
      extra={estimate?.isDemo && <Tag color="gold">{t('sms.cost.demo')}</Tag>}
    >
      {countries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sms.cost.noRecipients')} />
      ) : segments === 0 ? (
        // Without a text there is nothing to charge yet: "Total 0.00" would read as "free".
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sms.cost.noContent')} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError || !estimate ? (
        <Typography.Text type="danger">{t('sms.cost.loadFailed')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Table<CostLine>
            size="small"
            rowKey="country"
            pagination={estimate.lines.length > 8 ? { pageSize: 8, size: 'small' } : false}
            dataSource={estimate.lines}
            columns={[
              {
                title: t('sms.cost.country'),
                dataIndex: 'country',
                render: (code: string) => <Tooltip title={code}>{countryName(code, locale)}</Tooltip>,
              },
              {
                title: t('sms.cost.recipients'),
                dataIndex: 'recipients',
                align: 'right',
                render: (count: number) => count.toLocaleString(locale),
              },
              {
                title: t('sms.cost.price'),
                dataIndex: 'price',
                align: 'right',
                render: (price: string | null) =>
                  price === null ? (
                    <Typography.Text type="danger">{t('sms.cost.noPrice')}</Typography.Text>
                  ) : (
                    money(price)
                  ),
              },
              {
                title: t('sms.cost.subtotal'),
                dataIndex: 'subtotal',
                align: 'right',
                render: (subtotal: string | null) => (subtotal === null ? '—' : money(subtotal)),
              },
            ]}
          />
          <Flex justify="space-between" align="baseline">
            <Typography.Text type="secondary">{t('sms.cost.formula', { count: segments })}</Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="cost-total">
              {t('sms.cost.total', { amount: money(estimate.total) })}
            </Typography.Text>
          </Flex>
          {balance !== undefined && (
            <Typography.Text type="secondary">
              {t('sms.cost.balance', { amount: formatMoney(balance, shownCurrency, locale) })}
            </Typography.Text>
          )}
          {estimate.isDemo && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('sms.cost.demoHelp')}
            </Typography.Text>
          )}
          {estimate.unpriced.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('sms.cost.unpriced', { countries: estimate.unpriced.join(', ') })}
            />
          )}
          {exceedsBalance(estimate.total, balance) && (
            <Alert
              type="warning"
              showIcon
              title={t('sms.cost.overBalance')}
              action={rechargePath ? <Link to={rechargePath}>{t('sms.result.recharge')}</Link> : undefined}
            />
          )}
        </Flex>
      )}
    </Card>
  );
});
