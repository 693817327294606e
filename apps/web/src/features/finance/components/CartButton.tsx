import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { cartCurrency, cartSize, cartTotal } from '../cart/cart-math';
import { useCartStore } from '../cart/cart-store';
import { FINANCE_PATHS } from '../routes';

/** The header's cart: how many packages it holds (its size) and, on hover, what they cost. */
export function CartButton() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const lines = useCartStore((state) => state.lines);
  const size = cartSize(lines);
  const currency = cartCurrency(lines);
  const label =
    size > 0 && currency
      ? t('finance.cart.header', { count: size, total: formatMoney(cartTotal(lines), currency, locale) })
      : t('finance.cart.headerEmpty');
  return (
    <Tooltip title={label}>
      <Badge count={size} size="small" offset={[-4, 4]} overflowCount={99}>
        <Button
          type="text"
          shape="circle"
          aria-label={label}
          icon={<ShoppingCartOutlined />}
          onClick={() => void navigate(FINANCE_PATHS.cart)}
        />
      </Badge>
    </Tooltip>
  );
}
