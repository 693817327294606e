import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { hasErrorCode } from '@/shared/request';
import { useInvitation } from '../queries';
import { AuthLayout } from './AuthLayout';
import { SignupForm } from './SignupForm';

/**
 * Sign-up through an invitation link (`/signup/invite.…`): says who invites and as what, then the sign-up
 * form for the invited address; the code step that follows is the ordinary one.
 */
export function InvitationSignup({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useInvitation(id);

  if (hasErrorCode(invitation.error, ErrorCode.LINK_INVALID)) {
    return (
      <AuthLayout title={t('admin.invitation.title')}>
        <Alert type="warning" showIcon title={t('admin.invitation.invalid')} role="alert" />
      </AuthLayout>
    );
  }
  if (!invitation.data) {
    return (
      <AuthLayout title={t('admin.invitation.title')}>
        {invitation.isError ? (
          <Result
            status="error"
            title={t('auth.signup.linkCheckFailed')}
            extra={<Button onClick={() => void invitation.refetch()}>{t('common.action.retry')}</Button>}
          />
        ) : (
          <LoadingBlock text={t('auth.login.checkingLink')} />
        )}
      </AuthLayout>
    );
  }
  const { email, organisationName, role } = invitation.data;
  return (
    <AuthLayout
      title={t('admin.invitation.title')}
      subtitle={t('admin.invitation.subtitle', {
        organisation: organisationName,
        role: t(`admin.role.${role}`),
      })}
    >
      <SignupForm
        invitation={{ id, email }}
        onSent={(newId, maskedEmail) =>
          void navigate(`/signup/${encodeURIComponent(newId)}`, { replace: true, state: { maskedEmail } })
        }
      />
    </AuthLayout>
  );
}
