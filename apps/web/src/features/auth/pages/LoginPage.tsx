import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type LoginOtpResult } from '@beacon/shared/api/auth';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { resolveRedirect } from '@/shared/router';
import { hasErrorCode } from '@/shared/request';
import { startSession } from '@/shared/session';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { AuthLayout } from '../components/AuthLayout';
import { LoginCodeStep, type LoginTicket } from '../components/LoginCodeStep';
import { LoginCredentialsForm } from '../components/LoginCredentialsForm';
import { useLoginTicket } from '../queries';

/**
 * Sign-in (`/login/:token?`): e-mail and password, then the two-factor code. A ticket in the URL (from the
 * code e-mail's link) resumes at the code step.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token: linkTicket } = useParams();
  const [searchParams] = useSearchParams();
  const [ticket, setTicket] = useState<LoginTicket | null>(null);
  const [noticeKey, setNoticeKey] = useState<string | null>(null);
  const link = useLoginTicket(linkTicket);

  function finish(sessionToken: string) {
    startSession(sessionToken);
    void navigate(resolveRedirect(searchParams), { replace: true });
  }

  function handleResult(result: LoginOtpResult) {
    if (result.step === 'done') finish(result.token);
    else {
      const { step: _step, ...ticketAndDestination } = result;
      setTicket(ticketAndDestination);
    }
  }

  /** Back to step one; a ticket in the URL is dropped so it is not tried again. */
  function restart(notice: string | null) {
    setTicket(null);
    setNoticeKey(notice);
    if (linkTicket) void navigate({ pathname: '/login', search: searchParams.toString() }, { replace: true });
  }

  const linkNotice = link.isError
    ? hasErrorCode(link.error, ErrorCode.LINK_INVALID)
      ? 'auth.login.linkExpired'
      : 'auth.login.error'
    : null;
  const active = ticket ?? (linkTicket && link.data ? { token: linkTicket, ...link.data } : null);

  if (linkTicket && link.isPending) {
    return (
      <AuthLayout title={t('auth.code.title')}>
        <LoadingBlock text={t('auth.login.checkingLink')} />
      </AuthLayout>
    );
  }

  if (active) {
    return (
      <AuthLayout
        title={t('auth.code.title')}
        subtitle={t(active.channel === 'totp' ? 'auth.code.subtitleTotp' : 'auth.code.subtitle')}
      >
        <LoginCodeStep
          key={active.token}
          ticket={active}
          onSignedIn={finish}
          onExpired={() => restart('auth.login.ticketExpired')}
          onBack={() => restart(null)}
        />
      </AuthLayout>
    );
  }

  const notice = noticeKey ?? linkNotice;
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginCredentialsForm onResult={handleResult} notice={notice ? t(notice) : null} />
    </AuthLayout>
  );
}
