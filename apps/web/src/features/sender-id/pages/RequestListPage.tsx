/** `/form/sender-ids`: the organisation's sender-ID requests with their status and the reviewer's reason. */
import { Button, Card, Result, Segmented, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  SENDER_ID_REQUEST_STATUSES,
  type SenderIdRequestItem,
  type SenderIdRequestStatus,
} from '@beacon/shared/validation/sender-id-request';
import { useFormatDate } from '@/shared/format/use-format-date';
import { StatusTag } from '../components/StatusTag';
import { SENDER_ID_PATHS } from '../lib/paths';
import { useSenderIdRequests } from '../queries';

type StatusFilter = SenderIdRequestStatus | 'all';

export default function RequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const requests = useSenderIdRequests({ ...page, status: status === 'all' ? undefined : status });
  const register = (
    <Space>
      <Button type="primary" onClick={() => void navigate(SENDER_ID_PATHS.step)}>
        {t('senderid.action.registerGuided')}
      </Button>
      <Button onClick={() => void navigate(SENDER_ID_PATHS.group)}>
        {t('senderid.action.registerForm')}
      </Button>
    </Space>
  );
  return (
    <Card title={t('menu.form.senderIds')} extra={register}>
      <Segmented<StatusFilter>
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage({ ...page, page: 1 });
        }}
        options={[
          { value: 'all', label: t('senderid.list.all') },
          ...SENDER_ID_REQUEST_STATUSES.map((value) => ({ value, label: t(`senderid.status.${value}`) })),
        ]}
      />
      {requests.isError ? (
        <Result
          status="warning"
          title={t('senderid.list.loadFailed')}
          extra={<Button onClick={() => void requests.refetch()}>{t('senderid.action.retry')}</Button>}
        />
      ) : (
        <Table<SenderIdRequestItem>
          rowKey="requestId"
          loading={requests.isFetching}
          dataSource={requests.data?.items ?? []}
          locale={{ emptyText: t('senderid.list.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: requests.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (next, pageSize) => setPage({ page: next, pageSize }),
          }}
          columns={[
            { title: t('senderid.field.senderId'), dataIndex: 'senderId' },
            { title: t('senderid.field.countries'), render: (_, row) => row.countries.join(', ') },
            { title: t('senderid.field.useCase'), render: (_, row) => t(`senderid.useCase.${row.useCase}`) },
            { title: t('senderid.field.brandName'), dataIndex: 'brandName' },
            {
              title: t('senderid.list.status'),
              render: (_, row) =>
                row.reason ? (
                  <Tooltip title={row.reason}>
                    <span>
                      <StatusTag status={row.status} />
                    </span>
                  </Tooltip>
                ) : (
                  <StatusTag status={row.status} />
                ),
            },
            { title: t('senderid.list.reason'), render: (_, row) => row.reason ?? '—' },
            { title: t('senderid.list.submittedAt'), render: (_, row) => formatDate(row.createdAt) },
          ]}
        />
      )}
    </Card>
  );
}
