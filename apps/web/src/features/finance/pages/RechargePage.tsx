import { Alert, App, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FinancePackage } from '@beacon/shared/api/finance';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { cartCurrency } from '../cart/cart-math';
import { useCartStore } from '../cart/cart-store';
import { BalanceLine } from '../components/BalanceLine';
import { ListProblem } from '../components/ListProblem';
import { OrderSummary } from '../components/OrderSummary';
import { PackageCard } from '../components/PackageCard';
import { usePackageList } from '../lib/use-package-list';
import { FINANCE_PATHS } from '../routes';

/** The recharge packs (spec section 2: package, quantity, summary); adding fills the cart kept in `cart`. */
export default function RechargePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const packages = usePackageList();
  const lines = useCartStore((state) => state.lines);
  const add = useCartStore((state) => state.add);

  function addToCart(pkg: FinancePackage, quantity: number) {
    add(pkg, quantity);
    void message.success(t('finance.recharge.added', { count: quantity, name: pkg.name }));
  }

  function buyNow(pkg: FinancePackage, quantity: number) {
    add(pkg, quantity);
    void navigate(FINANCE_PATHS.checkout);
  }

  const data = packages.data;
  const currency = cartCurrency(lines) ?? data?.items[0]?.currency ?? 'USD';
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('finance.recharge.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('finance.recharge.intro')}</Typography.Paragraph>
        <BalanceLine />
      </Card>
      {packages.isPending ? (
        <Card variant="borderless">
          <LoadingBlock text={t('finance.recharge.loading')} />
        </Card>
      ) : packages.isError || !data ? (
        <ListProblem title={t('finance.recharge.loadFailed')} onRetry={() => void packages.refetch()} />
      ) : data.items.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('finance.recharge.empty')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={16}>
              {data.conversion && (
                <Alert
                  type="info"
                  showIcon
                  title={t('finance.recharge.converted', {
                    rate: data.conversion.rate,
                    currency: data.conversion.to,
                  })}
                />
              )}
              <Row gutter={[16, 16]}>
                {data.items.map((pkg) => (
                  <Col key={pkg.packageId} xs={24} md={12}>
                    <PackageCard pkg={pkg} onAdd={addToCart} onBuyNow={buyNow} />
                  </Col>
                ))}
              </Row>
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Card variant="borderless" title={t('finance.summary.title')}>
              {lines.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('finance.summary.emptyCart')} />
              ) : (
                <OrderSummary
                  lines={lines}
                  currency={currency}
                  feePercent={data.fee.percent}
                  actions={
                    <Flex gap={8} wrap>
                      <Button onClick={() => void navigate(FINANCE_PATHS.cart)}>
                        {t('finance.summary.viewCart')}
                      </Button>
                      <Button type="primary" onClick={() => void navigate(FINANCE_PATHS.checkout)}>
                        {t('finance.summary.checkout')}
                      </Button>
                    </Flex>
                  }
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
