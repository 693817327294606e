import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USER_PATHS } from '../routes';

/**
 * `/user/verification/verify` (hidden): where the verification QR code and link will be. Until identity
 * verification ships, it explains the steps and sends the user back.
 */
export default function VerificationVerifyPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result
        status="info"
        title={t('user.verificationVerify.title')}
        subTitle={t('user.verificationVerify.subtitle')}
        extra={
          <Link to={USER_PATHS.verification}>
            <Button type="primary">{t('user.verification.back')}</Button>
          </Link>
        }
      >
        <Typography.Paragraph strong>{t('user.verificationVerify.stepsTitle')}</Typography.Paragraph>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>{t('user.verificationVerify.step1')}</li>
          <li>{t('user.verificationVerify.step2')}</li>
          <li>{t('user.verificationVerify.step3')}</li>
        </ol>
      </Result>
    </Card>
  );
}
