import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@beacon/shared';
import { CountryName } from '@/shared/components/CountryName';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { formatMoney } from '@/shared/format/money';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { useUserInfo } from '@/shared/session';

interface AccountsTableProps {
  accounts: AccountSummary[];
  currentAccountId: string | null;
  /** The account whose switch or delete is under way. */
  busyAccountId: string | null;
  onSwitch: (accountId: string) => void;
  onDelete: (accountId: string) => void;
}

export function AccountsTable({
  accounts,
  currentAccountId,
  busyAccountId,
  onSwitch,
  onDelete,
}: AccountsTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  // Deleting an account changes the organisation: owners and admins only.
  const mayManage = useUserInfo().data?.role === 'admin';
  const columns: TableColumnsType<AccountSummary> = [
    {
      title: t('welcome.accounts.name'),
      dataIndex: 'name',
      render: (name: string, account) => (
        <Space>
          <Typography.Text strong>{name}</Typography.Text>
          {account.accountId === currentAccountId && <Tag color="blue">{t('welcome.accounts.current')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('welcome.accounts.accountId'),
      dataIndex: 'accountId',
      render: (accountId: string) => (
        <Typography.Text
          code
          copyable={{ text: accountId, tooltips: [t('common.action.copy'), t('common.state.copied')] }}
        >
          {accountId}
        </Typography.Text>
      ),
    },
    {
      title: t('welcome.accounts.products'),
      dataIndex: 'products',
      render: (products: AccountSummary['products']) => (
        <Space size={4} wrap>
          {products.map((product) => (
            <Tag key={product}>{t(`common.product.${product}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('welcome.accounts.billingCountry'),
      dataIndex: 'billingCountry',
      render: (code: string) => <CountryName code={code} />,
    },
    {
      title: t('welcome.accounts.verification'),
      dataIndex: 'verificationStatus',
      render: (status: AccountSummary['verificationStatus']) => <VerificationTag status={status} />,
    },
    {
      title: t('welcome.accounts.created'),
      dataIndex: 'createdAt',
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: t('welcome.accounts.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (balance: string, account) => formatMoney(balance, account.currency, locale),
    },
    {
      title: t('welcome.accounts.actions'),
      key: 'actions',
      align: 'right',
      render: (_, account) => {
        const isCurrent = account.accountId === currentAccountId;
        const isBusy = busyAccountId === account.accountId;
        return (
          <Space size={4}>
            <Button
              size="small"
              type={isCurrent ? 'default' : 'primary'}
              ghost={!isCurrent}
              icon={<SwapOutlined />}
              disabled={isCurrent || (busyAccountId !== null && !isBusy)}
              loading={isBusy}
              onClick={() => onSwitch(account.accountId)}
            >
              {isCurrent ? t('welcome.accounts.inUse') : t('welcome.accounts.switch')}
            </Button>
            {mayManage && (
              <Popconfirm
                title={t('welcome.accounts.deleteTitle', { name: account.name })}
                description={t('welcome.accounts.deleteDescription')}
                okText={t('welcome.accounts.deleteConfirm')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.action.cancel')}
                onConfirm={() => onDelete(account.accountId)}
              >
                <Button
                  size="small"
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={busyAccountId !== null}
                  aria-label={t('welcome.accounts.delete')}
                >
                  {t('welcome.accounts.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<AccountSummary>
      rowKey="accountId"
      columns={columns}
      dataSource={accounts}
      pagination={false}
      scroll={{ x: 900 }}
    />
  );
}
