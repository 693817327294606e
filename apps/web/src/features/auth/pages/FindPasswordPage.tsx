import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { hasErrorCode } from '@/shared/request';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordRequestForm } from '../components/PasswordRequestForm';
import { PasswordResetForm } from '../components/PasswordResetForm';
import { usePasswordLink } from '../queries';

/** Find password (`/findPassword/:token?`): request a reset link, or, from the link, set a new password. */
export default function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useParams();
  const link = usePasswordLink(token);
  const [isExpired, setExpired] = useState(false);
  const requestNewLink = () => {
    setExpired(false);
    void navigate('/findPassword', { replace: true });
  };

  if (!token) {
    return (
      <AuthLayout title={t('auth.findPassword.title')} subtitle={t('auth.findPassword.subtitle')}>
        <PasswordRequestForm />
      </AuthLayout>
    );
  }

  if (isExpired || hasErrorCode(link.error, ErrorCode.LINK_INVALID)) {
    return (
      <AuthLayout title={t('auth.findPassword.resetTitle')}>
        <Result
          status="warning"
          title={t('auth.findPassword.expiredTitle')}
          subTitle={t('auth.findPassword.expiredDescription')}
          extra={
            <Button type="primary" onClick={requestNewLink}>
              {t('auth.findPassword.requestNew')}
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.findPassword.resetTitle')} subtitle={t('auth.findPassword.resetSubtitle')}>
      {link.isPending && <LoadingBlock text={t('auth.login.checkingLink')} />}
      {link.isError && (
        <Result
          status="error"
          title={t('auth.findPassword.linkCheckFailed')}
          extra={<Button onClick={() => void link.refetch()}>{t('common.action.retry')}</Button>}
        />
      )}
      {link.data && (
        <PasswordResetForm token={token} maskedEmail={link.data.email} onExpired={() => setExpired(true)} />
      )}
    </AuthLayout>
  );
}
