import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WELCOME_PATH } from '@/shared/router';
import { useFormatDate } from '@/shared/format/use-format-date';
import { findCurrentAccount, useUserInfo } from '@/shared/session';
import { AccountOverview } from '../components/AccountOverview';
import { FirstSteps } from '../components/FirstSteps';
import { QuickActions } from '../components/QuickActions';
import { TodaySending } from '../components/TodaySending';
import { TrialBanner } from '../components/TrialBanner';

/**
 * The default landing page: the current account's balance and status, today's sending, the first steps of a
 * new account, and the quick actions.
 */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data: user, isPending, isError, refetch } = useUserInfo();
  const account = findCurrentAccount(user);

  if (isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title={t('dashboard.workplace.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.action.retry')}</Button>}
        />
      </Card>
    );
  }
  if (!account) {
    return (
      <Card variant="borderless">
        <Empty description={t('dashboard.workplace.noAccount')}>
          <Link to={WELCOME_PATH}>
            <Button type="primary">{t('dashboard.workplace.chooseAccount')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('dashboard.workplace.greeting', { name: user.username })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('dashboard.workplace.currentAccount')} <Typography.Text strong>{account.name}</Typography.Text>{' '}
          <Typography.Text
            code
            copyable={{
              text: account.accountId,
              tooltips: [t('common.action.copy'), t('common.state.copied')],
            }}
          >
            {account.accountId}
          </Typography.Text>{' '}
          {t('dashboard.workplace.createdAt', { date: formatDate(account.createdAt, { dateOnly: true }) })}
        </Typography.Text>
      </Card>
      <TrialBanner status={account.verificationStatus} />
      <AccountOverview account={account} />
      <TodaySending />
      <FirstSteps />
      <QuickActions />
    </Flex>
  );
}
