import { Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KycSandboxNotice } from '@/shared/components/KycSandboxNotice';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { useLocale } from '@/shared/i18n';
import { reloadUserInfo } from '@/shared/session';
import { kycReasonText } from '@/shared/format/kyc-reason';
import { isFinalKycState, useKycStatus } from '../kyc';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification/result` (hidden): the outcome of the latest verification — passed, failed with the
 * reason (result and sub-code), timed out (the link was not used within 10 minutes) — with redo.
 */
export default function VerificationResultPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const status = useKycStatus({ poll: false });
  const state = status.data?.state;

  useEffect(() => {
    // The account's status changed with the outcome: the header and menus read it from the user info.
    if (isFinalKycState(state)) void reloadUserInfo();
  }, [state]);

  if (!status.data) return <LoadingBlock text={t('common.state.loading')} />;
  const { resultCode, subCode } = status.data;
  const redo = (
    <Link key="redo" to={USER_PATHS.verificationVerify}>
      <Button type="primary">{t('user.verificationResult.redo')}</Button>
    </Link>
  );
  const back = (
    <Link key="back" to={USER_PATHS.verification}>
      <Button>{t('user.verification.back')}</Button>
    </Link>
  );
  const view = {
    passed: { status: 'success', title: 'user.verificationResult.passed', extra: [back] },
    failed: { status: 'error', title: 'user.verificationResult.failed', extra: [redo, back] },
    expired: { status: 'warning', title: 'user.verificationResult.timedOut', extra: [redo, back] },
    waiting: { status: 'info', title: 'user.verificationResult.inProgress', extra: [back] },
    processing: { status: 'info', title: 'user.verificationResult.inProgress', extra: [back] },
    none: { status: 'info', title: 'user.verificationResult.none', extra: [redo, back] },
  } as const;
  const shown = view[status.data.state];
  const subTitle =
    status.data.state === 'failed' ? kycReasonText(resultCode, subCode, locale) : t(`${shown.title}Hint`);
  return (
    <Card variant="borderless">
      <KycSandboxNotice info={status.data} brief />
      <Result status={shown.status} title={t(shown.title)} subTitle={subTitle} extra={shown.extra} />
    </Card>
  );
}
