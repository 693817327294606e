import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { USER_PATHS } from '../routes';
import { BackLink } from '../components/BackLink';

/** `/user/security/password` (hidden): change the password. */
export default function SecurityPasswordPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <BackLink to={USER_PATHS.security} label={t('user.security.back')} />
      <Card title={t('user.password.title')} variant="borderless">
        <ChangePasswordForm />
      </Card>
    </Flex>
  );
}
