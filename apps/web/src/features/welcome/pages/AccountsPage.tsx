import { App, Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';
import { AccountsTable } from '../components/AccountsTable';
import { CreateAccountButton } from '../components/CreateAccountButton';
import { useAccounts, useDeleteAccount, useSelectAccount } from '../queries';

/** The user's accounts (`/welcome`): switch to one, delete one, or create a new one. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { accounts, currentAccountId, maxAccounts, isPending, isError, refetch } = useAccounts();
  const select = useSelectAccount();
  const remove = useDeleteAccount();
  const busyAccountId = select.isPending ? select.variables : remove.isPending ? remove.variables : null;

  function switchTo(accountId: string) {
    select.mutate(accountId, { onSuccess: () => void navigate(DEFAULT_ROUTE_PATH) });
  }

  function deleteAccount(accountId: string) {
    remove.mutate(accountId, { onSuccess: () => void message.success(t('welcome.accounts.deleted')) });
  }

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 20 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('welcome.accounts.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('welcome.accounts.subtitle', { count: accounts.length, max: maxAccounts })}
          </Typography.Text>
        </div>
        {/* With no accounts the empty state offers the button instead. */}
        {!isPending && !isError && accounts.length > 0 && (
          <CreateAccountButton count={accounts.length} max={maxAccounts} />
        )}
      </Flex>
      {isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {isError && (
        <Result
          status="error"
          title={t('welcome.accounts.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.action.retry')}</Button>}
        />
      )}
      {!isPending && !isError && accounts.length === 0 && (
        <Empty description={t('welcome.accounts.empty')} style={{ padding: '32px 0' }}>
          <CreateAccountButton count={0} max={maxAccounts} />
        </Empty>
      )}
      {!isPending && !isError && accounts.length > 0 && (
        <AccountsTable
          accounts={accounts}
          currentAccountId={currentAccountId}
          busyAccountId={busyAccountId ?? null}
          onSwitch={switchTo}
          onDelete={deleteAccount}
        />
      )}
    </Card>
  );
}
