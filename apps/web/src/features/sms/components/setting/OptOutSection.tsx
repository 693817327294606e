import { Alert, Button, Empty, Flex, Input, Popconfirm, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../common/LoadMoreFooter';
import type { OptOut } from '@beacon/shared/api/opt-outs';
import { useUserTime } from '@/features/sms/lib/user-time';
import { useOptOutPages, useRemoveOptOut } from '@/features/sms/queries';

/** Numbers that replied STOP: marketing skips them until they are removed here. */
export function OptOutSection() {
  const { t } = useTranslation();
  const { format } = useUserTime();
  const [phone, setPhone] = useState('');
  const pages = useOptOutPages(phone);
  const remove = useRemoveOptOut();
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sms.optOut.help')}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('sms.optOut.search')}
        aria-label={t('sms.optOut.search')}
        onSearch={(value) => setPhone(value.trim())}
        style={{ maxWidth: 320 }}
      />
      {pages.isError && !pages.data ? (
        <Alert
          type="error"
          showIcon
          title={t('sms.optOut.loadFailed')}
          action={<Button onClick={() => void pages.refetch()}>{t('common.action.retry')}</Button>}
        />
      ) : (
        <Table<OptOut>
          rowKey="phone"
          size="middle"
          dataSource={items}
          loading={pages.isPending}
          pagination={false}
          locale={{
            emptyText: <Empty description={phone ? t('sms.optOut.noMatch') : t('sms.optOut.empty')} />,
          }}
          columns={[
            { title: t('sms.optOut.phone'), dataIndex: 'phone' },
            { title: t('sms.optOut.when'), dataIndex: 'createdAt', render: (at: string) => format(at) },
            {
              title: t('sms.optOut.message'),
              dataIndex: 'messageId',
              render: (id: string | null) =>
                id ? (
                  <Typography.Text code>{id}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                ),
            },
            {
              title: t('sms.apiKey.actions'),
              key: 'actions',
              align: 'right',
              render: (_, optOut) => (
                <Popconfirm
                  title={t('sms.optOut.removeTitle', { phone: optOut.phone })}
                  description={t('sms.optOut.removeHelp')}
                  okText={t('sms.optOut.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.action.cancel')}
                  onConfirm={() => remove.mutateAsync(optOut.phone)}
                >
                  <Button danger type="text" size="small">
                    {t('sms.optOut.remove')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
          footer={
            items.length > 0
              ? () => <LoadMoreFooter shown={t('sms.optOut.shown', { count: items.length })} pages={pages} />
              : undefined
          }
        />
      )}
    </Flex>
  );
}
