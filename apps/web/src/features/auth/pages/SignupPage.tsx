import { Alert, Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { INVITATION_ID_PREFIX } from '@beacon/shared/validation/admin';
import { hasErrorCode } from '@/shared/request';
import { startSession } from '@/shared/session';
import { WELCOME_PATH } from '@/shared/router';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { AuthLayout } from '../components/AuthLayout';
import { RESTART_DELAY_MS } from '../components/constants';
import { SignupCodeStep } from '../components/SignupCodeStep';
import { InvitationSignup } from '../components/InvitationSignup';
import { SignupForm } from '../components/SignupForm';
import { useSignupLink } from '../queries';

interface SignupLocationState {
  maskedEmail?: string;
}

/**
 * Sign-up (`/signup/:id?`). Without an id: the form. With one (after submitting, or from the e-mailed link):
 * the code step, checking the link first when the page did not just create it.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const state = (useLocation().state ?? {}) as SignupLocationState;
  const [isInvalid, setInvalid] = useState(false);
  // An invitation link is checked by its own page, never as a pending sign-up.
  const isInvitation = Boolean(id?.startsWith(INVITATION_ID_PREFIX));
  const link = useSignupLink(id, !state.maskedEmail && !isInvitation);
  const linkInvalid = hasErrorCode(link.error, ErrorCode.LINK_INVALID);
  const showInvalid = isInvalid || linkInvalid;

  useEffect(() => {
    if (!showInvalid) return;
    const timer = window.setTimeout(() => {
      setInvalid(false);
      void navigate('/signup', { replace: true });
    }, RESTART_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [showInvalid, navigate]);

  if (id && isInvitation) return <InvitationSignup id={id} />;

  if (!id) {
    return (
      <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
        <SignupForm
          onSent={(newId, maskedEmail) =>
            void navigate(`/signup/${encodeURIComponent(newId)}`, { replace: true, state: { maskedEmail } })
          }
        />
      </AuthLayout>
    );
  }

  if (showInvalid) {
    return (
      <AuthLayout title={t('auth.signup.title')}>
        <Alert type="warning" showIcon title={t('auth.signup.invalidLink')} role="alert" />
      </AuthLayout>
    );
  }

  const maskedEmail = state.maskedEmail ?? link.data?.email;
  if (!maskedEmail) {
    return (
      <AuthLayout title={t('auth.signup.codeTitle')}>
        {link.isError ? (
          <Result
            status="error"
            title={t('auth.signup.linkCheckFailed')}
            extra={<Button onClick={() => void link.refetch()}>{t('common.action.retry')}</Button>}
          />
        ) : (
          <LoadingBlock text={t('auth.login.checkingLink')} />
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.signup.codeTitle')} subtitle={t('auth.signup.codeSubtitle')}>
      <SignupCodeStep
        id={id}
        maskedEmail={maskedEmail}
        onInvalid={() => setInvalid(true)}
        onSignedUp={(token) => {
          startSession(token);
          void navigate(WELCOME_PATH, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
