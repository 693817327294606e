import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VERIFICATION_STATUS } from '@beacon/shared/constants/index';
import { VerificationTag } from '../../../shared/components/VerificationTag';
import { useFormatDate } from '../../../shared/format/use-format-date';
import { findCurrentAccount } from '../../../shared/session';
import { WithUser } from '../components/WithUser';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification`: the current account's identity-verification status and what it means. Starting a
 * verification (KYC) is not available yet; the page says so plainly rather than faking a flow.
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
        const isVerified = account.verificationStatus === VERIFICATION_STATUS.VERIFIED;
        return (
          <Flex vertical gap={16}>
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
                  <VerificationTag status={account.verificationStatus} />
                </Descriptions.Item>
                <Descriptions.Item label={t('user.verification.verifiedAt')}>
                  {formatDate(user.verificationAt)}
                </Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph type="secondary">
                {t(isVerified ? 'user.verification.verifiedText' : 'user.verification.trialText')}
              </Typography.Paragraph>
              {!isVerified && (
                <Flex gap={12} align="center" wrap>
                  <Tooltip title={t('user.verification.notAvailable')}>
                    <Button type="primary" disabled>
                      {t('user.verification.start')}
                    </Button>
                  </Tooltip>
                  <Link to={USER_PATHS.verificationVerify}>{t('user.verification.howItWorks')}</Link>
                </Flex>
              )}
            </Card>
            {!isVerified && (
              <Alert
                type="info"
                showIcon
                title={t('user.verification.notAvailable')}
                description={t('user.verification.notAvailableHint')}
              />
            )}
          </Flex>
        );
      }}
    </WithUser>
  );
}
