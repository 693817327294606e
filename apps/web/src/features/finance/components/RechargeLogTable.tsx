import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeLogItem, RechargeStatus } from '@beacon/shared/api/finance';
import { usePaymentMethodName } from '../lib/use-payment-method-name';
import { useEntryColumns } from './entry-columns';
import { RechargeStatusTag } from './RechargeStatusTag';

interface RechargeLogTableProps {
  items: RechargeLogItem[];
  isLoading: boolean;
  footer?: ReactNode;
  /** The overview's short list leaves out the currency and transaction columns. */
  compact?: boolean;
}

/** Recharge records (spec section 3): amount, currency, transaction id, payment method, status, confirmed at. */
export function RechargeLogTable({ items, isLoading, footer, compact = false }: RechargeLogTableProps) {
  const { t } = useTranslation();
  const entry = useEntryColumns<RechargeLogItem>();
  const methodName = usePaymentMethodName();
  const columns: TableColumnsType<RechargeLogItem> = [
    entry.confirmedAt,
    entry.amount,
    ...(compact
      ? []
      : [
          { title: t('finance.log.column.currency'), dataIndex: 'currency', width: 90 },
          {
            title: t('finance.log.column.transactionId'),
            dataIndex: 'transactionId',
            render: (id: string) => (
              <Typography.Text copyable={{ text: id }} code>
                {id}
              </Typography.Text>
            ),
          },
        ]),
    {
      title: t('finance.log.column.method'),
      dataIndex: 'paymentMethod',
      width: 150,
      render: (method: string) => methodName(method),
    },
    {
      title: t('finance.log.column.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: RechargeStatus) => <RechargeStatusTag status={status} />,
    },
  ];
  return (
    <Table<RechargeLogItem>
      rowKey="transactionId"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      scroll={compact ? undefined : { x: 900 }}
      locale={{ emptyText: <Empty description={t('finance.rechargeLog.empty')} /> }}
      footer={footer && items.length > 0 ? () => footer : undefined}
    />
  );
}
