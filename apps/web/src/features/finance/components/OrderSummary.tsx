import { Descriptions, Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cartSize, cartTotal, itemCount, type CartLine } from '../cart/cart-math';
import { quoteFee } from '../lib/fee';
import { useMoney } from '../lib/use-money';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  currency: string;
  feePercent: string;
  /** Buttons under the figures. */
  actions?: ReactNode;
}

/**
 * The summary of spec sections 2 and 9: what is credited, the payment platform's fee on top, and the total
 * to pay — shown before paying.
 */
export function OrderSummary({ lines, currency, feePercent, actions }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const quote = quoteFee(cartTotal(lines), feePercent, currency);
  return (
    <Flex vertical gap={12} data-testid="order-summary">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'items', label: t('finance.summary.items'), children: itemCount(lines) },
          { key: 'size', label: t('finance.summary.size'), children: cartSize(lines) },
          {
            key: 'amount',
            label: t('finance.summary.recharge'),
            children: <span data-testid="summary-amount">{money(quote.amount, currency)}</span>,
          },
          {
            key: 'fee',
            label: t('finance.summary.fee', { percent: feePercent }),
            children: <span data-testid="summary-fee">{money(quote.fee, currency)}</span>,
          },
        ]}
      />
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{t('finance.summary.total')}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 20 }} data-testid="summary-total">
          {money(quote.total, currency)}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('finance.summary.feeNote')}
      </Typography.Text>
      {actions}
    </Flex>
  );
}
