import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VERIFICATION_STATUS } from '@beacon/shared/constants/index';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { useFormatDate } from '@/shared/format/use-format-date';
import { findCurrentAccount } from '@/shared/session';
import { WithUser } from '../components/WithUser';
import { KYC_STARTABLE } from '../kyc';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification`: the current account's identity-verification status, and the button that starts
 * (not verified) or redoes (failed) a verification on the QR-code page.
 */
export default function VerificationPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <WithUser>
      {(user) => {
        const account = findCurrentAccount(user);
        if (!account) {
          return (
            <Card variant="borderless">
              <Empty description={t('user.verification.noAccount')}>
                <Link to="/welcome/index">
                  <Button type="primary">{t('user.verification.chooseAccount')}</Button>
                </Link>
              </Empty>
            </Card>
          );
        }
        const status = account.verificationStatus;
        const isVerified = status === VERIFICATION_STATUS.VERIFIED;
        const startable = KYC_STARTABLE.includes(status);
        return (
          <Card
            variant="borderless"
            title={
              <Flex gap={8} align="center">
                <SafetyCertificateOutlined /> {t('user.verification.title')}
              </Flex>
            }
          >
            <Descriptions column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t('user.certification.account')}>
                {account.name} <Typography.Text code>{account.accountId}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('user.certification.status')}>
                <VerificationTag status={status} />
              </Descriptions.Item>
              {/* Only a verified account has a "verified on" time; a failed attempt is not one. */}
              {isVerified && (
                <Descriptions.Item label={t('user.verification.verifiedAt')}>
                  {formatDate(user.verificationAt)}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Typography.Paragraph type="secondary">
              {t(isVerified ? 'user.verification.verifiedText' : 'user.verification.trialText')}
            </Typography.Paragraph>
            {status === VERIFICATION_STATUS.UNDER_REVIEW && (
              <Typography.Paragraph>{t('user.verification.underReview')}</Typography.Paragraph>
            )}
            {!isVerified && (
              <Flex gap={12} align="center" wrap>
                {startable ? (
                  <Link to={USER_PATHS.verificationVerify}>
                    <Button type="primary">
                      {t(
                        status === VERIFICATION_STATUS.FAILED
                          ? 'user.verification.redo'
                          : 'user.verification.start',
                      )}
                    </Button>
                  </Link>
                ) : (
                  <Button type="primary" disabled>
                    {t('user.verification.start')}
                  </Button>
                )}
                <Link to={USER_PATHS.verificationResult}>{t('user.verification.lastResult')}</Link>
              </Flex>
            )}
          </Card>
        );
      }}
    </WithUser>
  );
}
