import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUS, type VerificationStatus } from '@beacon/shared/constants/index';

/**
 * Until identity is verified an account is a trial (spec section 6): sending only to the bound phone, with
 * daily limits and test content. The banner says which state the verification is in.
 */
export function TrialBanner({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  if (status === VERIFICATION_STATUS.VERIFIED) return null;
  const type =
    status === VERIFICATION_STATUS.FAILED
      ? 'error'
      : status === VERIFICATION_STATUS.UNDER_REVIEW
        ? 'info'
        : 'warning';
  return (
    <Alert
      type={type}
      showIcon
      title={t(`dashboard.trial.title.${status}`)}
      description={t('dashboard.trial.description')}
    />
  );
}
