import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { hasErrorCode } from '@/shared/request';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { useLocale } from '@/shared/i18n';
import { DEFAULT_ROUTE_PATH, LOGIN_PATH } from '@/shared/router';
import { startSession } from '@/shared/session';
import { AuthLayout } from '../components/AuthLayout';
import { failureText } from '@/shared/request/failure-text';
import { useSsoExchange } from '../queries';

/** Single sign-on entry (`/sso/:token`): trades the partner's one-time token for a session. */
export default function SsoPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { token } = useParams();
  const exchange = useSsoExchange(token);
  const sessionToken = exchange.data?.token;

  useEffect(() => {
    if (!sessionToken) return;
    startSession(sessionToken);
    void navigate(DEFAULT_ROUTE_PATH, { replace: true });
  }, [sessionToken, navigate]);

  return (
    <AuthLayout title={t('auth.sso.title')}>
      {exchange.isError ? (
        <Result
          status="error"
          title={t('auth.sso.failedTitle')}
          subTitle={
            // 2006 here means the SSO token was refused, not that a session ended: the catalogue's
            // "Invalid session" wording would mislead.
            hasErrorCode(exchange.error, ErrorCode.TOKEN_INVALID)
              ? t('auth.sso.failedDescription')
              : failureText(exchange.error, locale, t('auth.sso.failedDescription'))
          }
          extra={
            <Button type="primary" onClick={() => void navigate(LOGIN_PATH, { replace: true })}>
              {t('auth.sso.toLogin')}
            </Button>
          }
        />
      ) : (
        <LoadingBlock text={t('auth.sso.signingIn')} />
      )}
    </AuthLayout>
  );
}
