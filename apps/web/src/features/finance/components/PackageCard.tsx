import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinancePackage } from '@beacon/shared/api/finance';
import { MAX_QUANTITY } from '../cart/cart-math';
import { useMoney } from '../lib/use-money';

interface PackageCardProps {
  pkg: FinancePackage;
  onAdd: (pkg: FinancePackage, quantity: number) => void;
  onBuyNow: (pkg: FinancePackage, quantity: number) => void;
}

/** One recharge pack (spec section 3): picture, name, description, price and what it credits; a quantity. */
export function PackageCard({ pkg, onAdd, onBuyNow }: PackageCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [quantity, setQuantity] = useState(1);
  const converted = pkg.currency !== pkg.baseCurrency;
  return (
    <Card
      variant="borderless"
      data-testid={`package-${pkg.packageId}`}
      cover={
        <img
          src={pkg.image}
          alt=""
          style={{ height: 140, objectFit: 'contain', padding: 16, background: 'transparent' }}
        />
      }
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {pkg.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {pkg.description}
          </Typography.Paragraph>
        </div>
        <div>
          <Typography.Text strong style={{ fontSize: 24 }}>
            {money(pkg.price, pkg.currency)}
          </Typography.Text>
          {converted && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {t('finance.recharge.listPrice', { price: money(pkg.basePrice, pkg.baseCurrency) })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t('finance.recharge.credit', { amount: money(pkg.price, pkg.currency) })}
          </Typography.Text>
        </div>
        <Flex align="center" gap={8} wrap>
          <Typography.Text>{t('finance.recharge.quantity')}</Typography.Text>
          <InputNumber
            min={1}
            max={MAX_QUANTITY}
            precision={0}
            value={quantity}
            onChange={(value) => setQuantity(value ?? 1)}
            aria-label={t('finance.cart.quantityLabel', { name: pkg.name })}
            style={{ width: 88 }}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<ShoppingCartOutlined />} onClick={() => onAdd(pkg, quantity)}>
            {t('finance.recharge.addToCart')}
          </Button>
          <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => onBuyNow(pkg, quantity)}>
            {t('finance.recharge.buyNow')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
