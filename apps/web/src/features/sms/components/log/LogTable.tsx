import { Button, Empty, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSmsMessageType } from '@beacon/shared/sms/message-types';
import type { SmsLogItem } from '@beacon/shared/api/sms-log';
import { formatExactMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { countryName } from '@/features/sms/lib/country-names';
import { useUserTime } from '@/features/sms/lib/user-time';
import { StatusTag } from './StatusTag';

interface LogTableProps {
  items: SmsLogItem[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
}

const LOG_TABLE_WIDTH = 1_120;

/** Log rows, newest first; more are fetched with the keyset cursor, never by page number. */
export function LogTable({ items, isLoading, hasMore, isLoadingMore, onLoadMore, onOpen }: LogTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format } = useUserTime();

  const columns: TableColumnsType<SmsLogItem> = [
    {
      title: t('sms.log.column.time'),
      dataIndex: 'createdAt',
      width: 156,
      render: (createdAt: string) => <span style={{ whiteSpace: 'nowrap' }}>{format(createdAt)}</span>,
    },
    { title: t('sms.log.column.from'), dataIndex: 'from', width: 96, ellipsis: true },
    {
      title: t('sms.log.column.to'),
      dataIndex: 'to',
      width: 132,
      render: (to: string) => <span style={{ whiteSpace: 'nowrap' }}>{to}</span>,
    },
    {
      title: t('sms.log.column.country'),
      dataIndex: 'country',
      width: 112,
      ellipsis: true,
      render: (code: string | null) =>
        code ? <Tooltip title={code}>{countryName(code, locale)}</Tooltip> : '—',
    },
    {
      title: t('sms.log.column.direction'),
      dataIndex: 'direction',
      width: 84,
      render: (direction: SmsLogItem['direction']) => (
        <Tooltip title={t(`sms.log.direction.${direction}`)}>
          <Tag color={direction === 'out' ? 'geekblue' : 'magenta'}>
            {t(`sms.log.directionShort.${direction}`)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t('sms.log.column.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: number) => (isSmsMessageType(type) ? t(`sms.type.${type}`) : '—'),
    },
    {
      title: t('sms.log.column.content'),
      dataIndex: 'content',
      ellipsis: { showTitle: false },
      render: (content: string) => (
        <Tooltip title={content} placement="topLeft">
          <span>{content}</span>
        </Tooltip>
      ),
    },
    {
      title: t('sms.log.column.segments'),
      dataIndex: 'segments',
      width: 88,
      align: 'right',
      render: (segments: number) => segments.toLocaleString(locale),
    },
    {
      title: t('sms.log.column.cost'),
      dataIndex: 'cost',
      width: 96,
      align: 'right',
      render: (cost: string, item) => (item.currency ? formatExactMoney(cost, item.currency, locale) : '—'),
    },
    {
      title: t('sms.log.column.status'),
      dataIndex: 'status',
      width: 120,
      // The column people look for: pinned, so it shows however narrow the screen is.
      fixed: 'right',
      render: (status: SmsLogItem['status']) => <StatusTag status={status} />,
    },
  ];

  return (
    <Table<SmsLogItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      // The columns' widths plus about 140 px of content: the whole row fits the content area at 1440 px
      // (1,132 px beside the menu), so the pinned Status column covers nothing there; narrower screens scroll.
      scroll={{ x: LOG_TABLE_WIDTH }}
      onRow={(item) => ({
        onClick: () => onOpen(item.id),
        style: { cursor: 'pointer' },
      })}
      locale={{ emptyText: <Empty description={t('sms.log.empty')} /> }}
      footer={
        items.length > 0
          ? () => (
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary">
                  {t('sms.log.shown', { count: items.length })}
                </Typography.Text>
                {hasMore ? (
                  <Button onClick={onLoadMore} loading={isLoadingMore}>
                    {t('sms.log.loadMore')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('sms.log.end')}</Typography.Text>
                )}
              </Flex>
            )
          : undefined
      }
    />
  );
}
