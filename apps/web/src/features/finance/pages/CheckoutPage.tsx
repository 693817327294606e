import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { useLocale } from '@/shared/i18n';
import { findCurrentAccount, useUserInfo } from '@/shared/session';
import { cartCurrency, cartTotal } from '../cart/cart-math';
import { useCartStore } from '../cart/cart-store';
import { CartTable } from '../components/CartTable';
import { CompanyDetails } from '../components/CompanyDetails';
import { ListProblem } from '../components/ListProblem';
import { OrderSummary } from '../components/OrderSummary';
import { quoteFee } from '../lib/fee';
import { problemText } from '../lib/problem-text';
import { useMoney } from '../lib/use-money';
import { usePackageList } from '../lib/use-package-list';
import { useCreateOrder } from '../queries';
import { FINANCE_PATHS } from '../routes';

/**
 * Checkout (spec section 2, hidden): the order with the fee on top, the collecting company, and the pay
 * button, which creates the order and opens the provider's page (`payUrl`). The cart stays until the result
 * page sees the order paid, so a cancelled payment can be tried again.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const navigate = useNavigate();
  const packages = usePackageList();
  const account = findCurrentAccount(useUserInfo().data);
  const lines = useCartStore((state) => state.lines);
  const createOrder = useCreateOrder();
  const [leaving, setLeaving] = useState(false);
  const currency = cartCurrency(lines);

  async function pay() {
    const order = await createOrder
      .mutateAsync(lines.map(({ packageId, quantity }) => ({ packageId, quantity })))
      .catch(() => null);
    if (!order) return;
    setLeaving(true);
    window.location.assign(order.payUrl);
  }

  if (leaving) {
    return (
      <Card variant="borderless">
        <LoadingBlock text={t('finance.checkout.redirecting')} minHeight={240} />
      </Card>
    );
  }
  if (lines.length === 0 || !currency) {
    return (
      <Card variant="borderless">
        <Empty description={t('finance.cart.empty')}>
          <Button type="primary" onClick={() => void navigate(FINANCE_PATHS.recharge)}>
            {t('finance.cart.browse')}
          </Button>
        </Empty>
      </Card>
    );
  }
  if (packages.isPending) {
    return (
      <Card variant="borderless">
        <LoadingBlock text={t('finance.recharge.loading')} />
      </Card>
    );
  }
  if (packages.isError || !packages.data) {
    return <ListProblem title={t('finance.recharge.loadFailed')} onRetry={() => void packages.refetch()} />;
  }

  const { fee, company, provider } = packages.data;
  const total = quoteFee(cartTotal(lines), fee.percent, currency).total;
  return (
    <Spin spinning={createOrder.isPending} tip={t('finance.checkout.creating')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card
              variant="borderless"
              title={t('finance.checkout.order')}
              extra={
                <Button
                  type="link"
                  icon={<ArrowLeftOutlined />}
                  onClick={() => void navigate(FINANCE_PATHS.cart)}
                >
                  {t('finance.checkout.back')}
                </Button>
              }
            >
              <CartTable lines={lines} editable={false} />
            </Card>
            <Card variant="borderless" title={t('finance.checkout.company')}>
              <CompanyDetails company={company} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title={t('finance.summary.title')}>
            <OrderSummary
              lines={lines}
              currency={currency}
              feePercent={fee.percent}
              actions={
                <Flex vertical gap={12}>
                  {account && (
                    <Typography.Text type="secondary">
                      {t('finance.checkout.creditTo', { name: account.name })}
                    </Typography.Text>
                  )}
                  <Alert type="info" showIcon title={t(`finance.checkout.provider.${provider}`)} />
                  {createOrder.isError && (
                    <Alert
                      type="error"
                      showIcon
                      title={t('finance.checkout.createFailed')}
                      description={problemText(createOrder.error, locale)}
                    />
                  )}
                  <Button
                    type="primary"
                    size="large"
                    block
                    icon={<LockOutlined />}
                    loading={createOrder.isPending}
                    onClick={() => void pay()}
                  >
                    {t('finance.checkout.pay', { total: money(total, currency) })}
                  </Button>
                </Flex>
              }
            />
          </Card>
        </Col>
      </Row>
    </Spin>
  );
}
