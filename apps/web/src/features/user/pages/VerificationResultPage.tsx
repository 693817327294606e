import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VerificationTag } from '../../../shared/components/VerificationTag';
import { findCurrentAccount } from '../../../shared/session';
import { WithUser } from '../components/WithUser';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification/result` (hidden): where a verification's outcome will be shown. For now it shows the
 * current account's real status and explains that no verification has been run here.
 */
export default function VerificationResultPage() {
  const { t } = useTranslation();
  return (
    <WithUser>
      {(user) => {
        const account = findCurrentAccount(user);
        return (
          <Card variant="borderless">
            <Result
              status="info"
              title={t('user.verificationResult.title')}
              subTitle={t('user.verificationResult.subtitle')}
              extra={[
                <Link key="back" to={USER_PATHS.verification}>
                  <Button type="primary">{t('user.verification.back')}</Button>
                </Link>,
              ]}
            >
              {account && (
                <div style={{ textAlign: 'center' }}>
                  {t('user.verificationResult.current', { account: account.name })}{' '}
                  <VerificationTag status={account.verificationStatus} />
                </div>
              )}
            </Result>
          </Card>
        );
      }}
    </WithUser>
  );
}
