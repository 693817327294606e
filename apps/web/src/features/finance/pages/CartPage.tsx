import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartCurrency } from '../cart/cart-math';
import { useCartStore } from '../cart/cart-store';
import { CartTable } from '../components/CartTable';
import { ListProblem } from '../components/ListProblem';
import { OrderSummary } from '../components/OrderSummary';
import { usePackageList } from '../lib/use-package-list';
import { FINANCE_PATHS } from '../routes';

/** The cart (spec section 2, hidden): change quantities, remove lines, see the summary, go to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const packages = usePackageList();
  const lines = useCartStore((state) => state.lines);
  const clear = useCartStore((state) => state.clear);
  const currency = cartCurrency(lines);

  if (lines.length === 0 || !currency) {
    return (
      <Card variant="borderless">
        <Empty
          image={<ShoppingCartOutlined style={{ fontSize: 56 }} />}
          description={t('finance.cart.empty')}
        >
          <Button type="primary" onClick={() => void navigate(FINANCE_PATHS.recharge)}>
            {t('finance.cart.browse')}
          </Button>
        </Empty>
      </Card>
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card
          variant="borderless"
          title={t('finance.cart.title')}
          extra={
            <Flex gap={8}>
              <Button onClick={() => void navigate(FINANCE_PATHS.recharge)}>
                {t('finance.cart.continue')}
              </Button>
              <Button danger onClick={clear}>
                {t('finance.cart.clear')}
              </Button>
            </Flex>
          }
        >
          <CartTable lines={lines} editable />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card variant="borderless" title={t('finance.summary.title')}>
          {packages.isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : packages.isError || !packages.data ? (
            <ListProblem title={t('finance.recharge.loadFailed')} onRetry={() => void packages.refetch()} />
          ) : (
            <OrderSummary
              lines={lines}
              currency={currency}
              feePercent={packages.data.fee.percent}
              actions={
                <Button type="primary" block onClick={() => void navigate(FINANCE_PATHS.checkout)}>
                  {t('finance.summary.checkout')}
                </Button>
              }
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
