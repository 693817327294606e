import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/validation/admin';
import { CountryName } from '@/shared/components/CountryName';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { useFormatDate } from '@/shared/format/use-format-date';
import { CreateAccountModal } from '../components/CreateAccountModal';
import { LoadFailed } from '../components/LoadFailed';
import { useAdminAccounts } from '../queries';

/** The organisation's accounts with balance, verification and members with access; create one here. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const accounts = useAdminAccounts();
  const [creating, setCreating] = useState(false);
  if (accounts.isError) return <LoadFailed onRetry={() => void accounts.refetch()} />;
  return (
    <Card
      title={t('menu.admin.accounts')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('admin.accounts.create')}
        </Button>
      }
    >
      <Table<AdminAccount>
        rowKey="accountId"
        loading={accounts.isPending}
        dataSource={accounts.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('admin.accounts.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('admin.accounts.name'), dataIndex: 'name' },
          { title: t('admin.accounts.id'), dataIndex: 'accountId' },
          {
            title: t('admin.accounts.country'),
            dataIndex: 'billingCountry',
            render: (code: string) => <CountryName code={code} />,
          },
          {
            title: t('admin.accounts.balance'),
            render: (_, account) => `${account.balance} ${account.currency}`,
          },
          {
            title: t('admin.accounts.status'),
            dataIndex: 'verificationStatus',
            render: (status: AdminAccount['verificationStatus']) => (
              <VerificationTag status={status as 0 | 1 | 2 | 3} />
            ),
          },
          { title: t('admin.accounts.members'), dataIndex: 'members' },
          {
            title: t('admin.accounts.createdAt'),
            dataIndex: 'createdAt',
            render: (value: string) => formatDate(value),
          },
        ]}
      />
      <CreateAccountModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
