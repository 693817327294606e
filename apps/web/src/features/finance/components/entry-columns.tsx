import { Typography, theme } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useMoney } from '../lib/use-money';

interface Entry {
  confirmedAt: string;
  amount: string;
  currency: string;
}

/**
 * The columns both finance logs start with: when the entry was confirmed (user's timezone and format) and its
 * signed amount — money in shows with a plus, in the success colour.
 */
export function useEntryColumns<T extends Entry>(): { confirmedAt: ColumnType<T>; amount: ColumnType<T> } {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const money = useMoney(true);
  const formatDate = useFormatDate();
  return {
    confirmedAt: {
      title: t('finance.log.column.confirmedAt'),
      dataIndex: 'confirmedAt',
      width: 176,
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(at)}</span>,
    },
    amount: {
      title: t('finance.log.column.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (amount: string, entry) => {
        const out = amount.startsWith('-');
        return (
          <Typography.Text strong style={{ color: out ? token.colorText : token.colorSuccessText }}>
            {out ? '' : '+'}
            {money(amount, entry.currency)}
          </Typography.Text>
        );
      },
    },
  };
}
