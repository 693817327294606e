import { Empty, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerificationItem, VerifyStatus } from '@beacon/shared/api/verify';
import { useLocale } from '@/shared/i18n';
import { LoadMoreFooter } from '@/features/sms/components/common/LoadMoreFooter';
import { countryName } from '@/features/sms/lib/country-names';
import { useUserTime } from '@/features/sms/lib/user-time';
import { VerifyStatusTag } from './VerifyStatusTag';

interface VerificationTableProps {
  items: VerificationItem[];
  isLoading: boolean;
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}

/** Recent verifications, newest first; more come with the keyset cursor. The code itself is never shown. */
export function VerificationTable({ items, isLoading, pages }: VerificationTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format } = useUserTime();

  const columns: TableColumnsType<VerificationItem> = [
    {
      title: t('sms.verify.column.createdAt'),
      dataIndex: 'createdAt',
      width: 156,
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{format(at)}</span>,
    },
    {
      // The ID under the number rather than in a column of its own: 28 characters would push the row past
      // the content area.
      title: t('sms.verify.column.to'),
      dataIndex: 'to',
      width: 230,
      render: (to: string, item) => (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{to}</span>
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
            copyable={{
              text: item.verificationId,
              tooltips: [t('common.action.copy'), t('common.state.copied')],
            }}
            aria-label={t('sms.verify.column.id')}
          >
            {item.verificationId}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('sms.verify.column.country'),
      dataIndex: 'country',
      width: 120,
      ellipsis: true,
      render: (code: string) => (code ? <Tooltip title={code}>{countryName(code, locale)}</Tooltip> : '—'),
    },
    {
      title: t('sms.verify.column.status'),
      dataIndex: 'status',
      width: 130,
      render: (status: VerifyStatus) => <VerifyStatusTag status={status} />,
    },
    {
      title: t('sms.verify.column.sendCount'),
      dataIndex: 'sendCount',
      width: 104,
      align: 'right',
    },
    {
      title: t('sms.verify.column.attempts'),
      dataIndex: 'attempts',
      width: 80,
      align: 'right',
    },
    {
      title: t('sms.verify.column.finished'),
      key: 'finished',
      render: (_, item) =>
        item.approvedAt ? (
          <span style={{ whiteSpace: 'nowrap' }}>{format(item.approvedAt)}</span>
        ) : item.status === 'pending' ? (
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('sms.verify.expiresAt', { time: format(item.expiresAt) })}
          </Typography.Text>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{format(item.updatedAt)}</span>
        ),
    },
  ];

  return (
    <Table<VerificationItem>
      rowKey="verificationId"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 960 }}
      locale={{ emptyText: <Empty description={t('sms.verify.empty')} /> }}
      footer={
        items.length > 0
          ? () => <LoadMoreFooter shown={t('sms.verify.shown', { count: items.length })} pages={pages} />
          : undefined
      }
    />
  );
}
