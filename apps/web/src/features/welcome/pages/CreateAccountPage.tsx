import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE_PATH, WELCOME_PATH } from '@/shared/router';
import { CreateAccountStepper } from '../components/CreateAccountStepper';
import { useAccounts } from '../queries';

/** `/welcome/new`: the create-account stepper, or why it is not available. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accounts, maxAccounts, isPending, isError, refetch } = useAccounts();

  let body;
  if (isPending) body = <Skeleton active />;
  else if (isError) {
    body = (
      <Result
        status="error"
        title={t('welcome.accounts.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.action.retry')}</Button>}
      />
    );
  } else if (accounts.length >= maxAccounts) {
    body = (
      <Result
        status="info"
        title={t('welcome.create.limitReached', { max: maxAccounts })}
        extra={<Button onClick={() => void navigate(WELCOME_PATH)}>{t('welcome.create.backToList')}</Button>}
      />
    );
  } else {
    body = (
      <CreateAccountStepper
        onCreated={() => void navigate(DEFAULT_ROUTE_PATH)}
        onCancel={() => void navigate(WELCOME_PATH)}
      />
    );
  }

  return (
    <Card variant="borderless" style={{ maxWidth: 920 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('welcome.create.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('welcome.create.subtitle')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
