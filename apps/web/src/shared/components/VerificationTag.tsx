import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUS, type VerificationStatus } from '@beacon/shared/constants/index';

const COLORS: Record<VerificationStatus, string> = {
  [VERIFICATION_STATUS.NOT_VERIFIED]: 'default',
  [VERIFICATION_STATUS.VERIFIED]: 'success',
  [VERIFICATION_STATUS.UNDER_REVIEW]: 'processing',
  [VERIFICATION_STATUS.FAILED]: 'error',
};

/** An account's identity-verification status (spec section 3: 0 not verified … 3 failed). */
export function VerificationTag({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`common.verification.${status}`)}</Tag>;
}
