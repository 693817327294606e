import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreferencesForm } from '../components/PreferencesForm';
import { WithUser } from '../components/WithUser';

/** `/user/preferences`: language, timezone, time format and theme. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  return (
    <WithUser>
      {(user) => (
        <Card title={t('user.preferences.title')} variant="borderless">
          <Typography.Paragraph type="secondary">{t('user.preferences.description')}</Typography.Paragraph>
          <PreferencesForm user={user} />
        </Card>
      )}
    </WithUser>
  );
}
