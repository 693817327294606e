import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SmsLogItem } from '@beacon/shared/api/sms-log';
import { formatExactMoney } from '@/shared/format/money';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import type { InsightFormat } from '../lib/use-insight-format';

/** The columns a message row can show, by name, written the same way on the search and on the profile. */
export function useMessageColumns<T extends SmsLogItem>(
  format: InsightFormat,
): Record<'time' | 'to' | 'country' | 'type' | 'status' | 'segments' | 'cost' | 'content', ColumnType<T>> {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  return {
    time: {
      title: t('insights.search.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatDate(at),
    },
    to: { title: t('insights.search.to'), dataIndex: 'to' },
    country: {
      title: t('insights.search.country'),
      dataIndex: 'country',
      render: (code: string | null) => format.country(code ?? ''),
    },
    type: {
      title: t('insights.search.type'),
      dataIndex: 'type',
      render: (type: number) => t(`insights.type.${type}`, { defaultValue: String(type) }),
    },
    status: {
      title: t('insights.search.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag>{t(`insights.status.${status}`)}</Tag>,
    },
    segments: {
      title: t('insights.search.segments'),
      dataIndex: 'segments',
      align: 'right',
      render: (n: number) => format.count(n),
    },
    cost: {
      title: t('insights.search.cost'),
      dataIndex: 'cost',
      align: 'right',
      render: (cost: string, row) => (row.currency ? formatExactMoney(cost, row.currency, locale) : cost),
    },
    content: { title: t('insights.search.content'), dataIndex: 'content', ellipsis: true, width: 280 },
  };
}
