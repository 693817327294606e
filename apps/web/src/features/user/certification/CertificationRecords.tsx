import { Alert, App, Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationPage, CertificationRecord } from '@beacon/shared/api/certification';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useWithdrawCertification } from './api';
import { CertificationDetails } from './CertificationDetails';
import { CertificationStatusTag } from './CertificationStatusTag';

interface RecordsProps {
  page: CertificationPage | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  current: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/** The organisation's records: status, submitted time, the reviewer's reason; check and withdraw. */
export function CertificationRecords({
  page,
  loading,
  failed,
  onRetry,
  current,
  pageSize,
  onPage,
}: RecordsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDate = useFormatDate();
  const withdraw = useWithdrawCertification();
  const [checked, setChecked] = useState<string | null>(null);

  const columns: TableColumnsType<CertificationRecord> = [
    { title: t('certification.records.enterprise'), dataIndex: 'enterpriseName' },
    {
      title: t('certification.records.status'),
      dataIndex: 'status',
      render: (status: CertificationRecord['status']) => <CertificationStatusTag status={status} />,
    },
    {
      title: t('certification.records.submittedAt'),
      dataIndex: 'submittedAt',
      render: (at: string) => formatDate(at),
    },
    {
      title: t('certification.records.reason'),
      dataIndex: 'reason',
      render: (reason: string | null) => reason ?? '—',
    },
    {
      title: t('certification.records.actions'),
      key: 'actions',
      render: (_value, record) => (
        <Space>
          <Button type="link" size="small" onClick={() => setChecked(record.id)}>
            {t('certification.records.check')}
          </Button>
          {record.status === 'auditing' && (
            <Popconfirm
              title={t('certification.records.withdrawConfirm')}
              onConfirm={() =>
                withdraw
                  .mutateAsync(record.id)
                  .then(() => void message.success(t('certification.records.withdrawn')))
              }
            >
              <Button type="link" size="small" danger loading={withdraw.isPending}>
                {t('certification.records.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={5}>{t('certification.records.title')}</Typography.Title>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('certification.records.loadFailed')}
          action={<Button onClick={onRetry}>{t('certification.records.retry')}</Button>}
        />
      ) : (
        <Table<CertificationRecord>
          rowKey="id"
          columns={columns}
          dataSource={page?.items}
          loading={loading}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('certification.records.empty') }}
          pagination={{
            current,
            pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (total) => t('certification.records.total', { count: total }),
            onChange: onPage,
          }}
        />
      )}
      <CertificationDetails id={checked} onClose={() => setChecked(null)} />
    </>
  );
}
