import { Empty, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryType, UsageLogItem } from '@beacon/shared/api/finance';
import { useUserInfo } from '@/shared/session';
import { useMoney } from '../lib/use-money';
import { usePaymentMethodName } from '../lib/use-payment-method-name';
import { useEntryColumns } from './entry-columns';

const TYPE_COLORS: Record<LedgerEntryType, string> = {
  CONSUME: 'blue',
  RECHARGE: 'green',
  REFUNDED: 'orange',
};

interface UsageTableProps {
  items: UsageLogItem[];
  isLoading: boolean;
  footer: ReactNode;
}

/**
 * Usage records (spec section 3): every ledger entry with its product and the balance before and after, so
 * each row's after is the next newer row's before.
 */
export function UsageTable({ items, isLoading, footer }: UsageTableProps) {
  const { t } = useTranslation();
  const money = useMoney(true);
  const entry = useEntryColumns<UsageLogItem>();
  const methodName = usePaymentMethodName();
  const accounts = useUserInfo().data?.accounts ?? [];
  const accountName = (id: string) => accounts.find((account) => account.accountId === id)?.name ?? id;

  const columns: TableColumnsType<UsageLogItem> = [
    entry.confirmedAt,
    {
      title: t('finance.log.column.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: LedgerEntryType) => <Tag color={TYPE_COLORS[type]}>{t(`finance.ledger.${type}`)}</Tag>,
    },
    entry.amount,
    {
      title: t('finance.log.column.product'),
      key: 'product',
      width: 220,
      ellipsis: { showTitle: false },
      render: (_, item) => {
        const kind = item.productType
          ? t(`finance.product.${item.productType}`)
          : methodName(item.paymentMethod);
        return (
          <Tooltip title={item.productId}>
            <span>
              {kind}
              {item.productId && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
                  {item.productId}
                </Typography.Text>
              )}
            </span>
          </Tooltip>
        );
      },
    },
    {
      title: t('finance.log.column.before'),
      dataIndex: 'beforeBalance',
      align: 'right',
      width: 130,
      render: (amount: string, item) => money(amount, item.currency),
    },
    {
      title: t('finance.log.column.after'),
      dataIndex: 'afterBalance',
      align: 'right',
      width: 130,
      render: (amount: string, item) => money(amount, item.currency),
    },
    {
      title: t('finance.log.column.account'),
      dataIndex: 'accountId',
      width: 140,
      ellipsis: true,
      render: (id: string) => accountName(id),
    },
    {
      title: t('finance.log.column.transactionId'),
      dataIndex: 'transactionId',
      width: 220,
      render: (id: string) => (
        <Typography.Text code copyable={{ text: id }} style={{ fontSize: 12 }}>
          {id}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Table<UsageLogItem>
      rowKey="transactionId"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 1260 }}
      locale={{ emptyText: <Empty description={t('finance.usage.empty')} /> }}
      footer={items.length > 0 ? () => footer : undefined}
    />
  );
}
