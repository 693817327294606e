import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findCurrentAccount } from '@/shared/session';
import { KycLinkStep } from '../components/KycLinkStep';
import { WithUser } from '../components/WithUser';
import { KYC_STARTABLE } from '../kyc';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification/verify` (hidden): the QR code and link of a new verification, valid 10 minutes, with a
 * countdown and a regenerate button; it follows the phone's progress and moves to the result when final.
 */
export default function VerificationVerifyPage() {
  const { t } = useTranslation();
  return (
    <WithUser>
      {(user) => {
        const account = findCurrentAccount(user);
        if (!account || !KYC_STARTABLE.includes(account.verificationStatus)) {
          return (
            <Card variant="borderless">
              <Result
                status="info"
                title={t('user.verificationVerify.notStartable')}
                extra={
                  <Link to={USER_PATHS.verification}>
                    <Button type="primary">{t('user.verification.back')}</Button>
                  </Link>
                }
              />
            </Card>
          );
        }
        return <KycLinkStep />;
      }}
    </WithUser>
  );
}
