import { Card, DatePicker, Flex, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@beacon/shared/validation/admin';
import { useFormatDate } from '@/shared/format/use-format-date';
import type { AuditQuery } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { useAudit } from '../queries';

/** Families of actions an admin filters by (the server matches a prefix). */
const ACTION_GROUPS = [
  'login',
  'signup',
  'password',
  'member',
  'org',
  'account',
  'session',
  'two_factor',
] as const;

function Change({ detail }: { detail: AuditEntry['detail'] }) {
  if (!detail) return null;
  return (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
      {JSON.stringify(detail, null, 1)}
    </Typography.Text>
  );
}

/** Security events and admin actions of the organisation's members, newest first, filterable. */
export default function AuditPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [query, setQuery] = useState<AuditQuery>({ page: 1, pageSize: 20 });
  const audit = useAudit(query);
  if (audit.isError) return <LoadFailed onRetry={() => void audit.refetch()} />;
  const setRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setQuery((current) => ({
      ...current,
      page: 1,
      from: range?.[0]?.startOf('day').toISOString(),
      to: range?.[1]?.endOf('day').toISOString(),
    }));
  return (
    <Card title={t('menu.admin.audit')}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('admin.audit.action')}
          aria-label={t('admin.audit.action')}
          options={ACTION_GROUPS.map((group) => ({
            value: `${group}.`,
            label: t(`admin.audit.group.${group}`),
          }))}
          onChange={(action?: string) => setQuery((current) => ({ ...current, page: 1, action }))}
        />
        <DatePicker.RangePicker onChange={(range) => setRange(range)} />
      </Flex>
      <Table<AuditEntry>
        rowKey="id"
        loading={audit.isFetching}
        dataSource={audit.data?.items ?? []}
        locale={{ emptyText: t('admin.audit.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: audit.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (page, pageSize) => setQuery((current) => ({ ...current, page, pageSize })),
        }}
        expandable={{
          rowExpandable: (entry) => entry.detail !== null,
          expandedRowRender: (entry) => <Change detail={entry.detail} />,
        }}
        columns={[
          { title: t('admin.audit.at'), dataIndex: 'at', render: (value: string) => formatDate(value) },
          {
            title: t('admin.audit.actor'),
            dataIndex: 'actorEmail',
            render: (value: string | null) => value ?? '—',
          },
          {
            title: t('admin.audit.action'),
            dataIndex: 'action',
            render: (action: string) => t(`admin.audit.actions.${action}`, { defaultValue: action }),
          },
          {
            title: t('admin.audit.target'),
            dataIndex: 'target',
            render: (value: string | null) => value ?? '—',
          },
          { title: t('admin.audit.ip'), dataIndex: 'ip', render: (value: string | null) => value ?? '—' },
        ]}
      />
    </Card>
  );
}
