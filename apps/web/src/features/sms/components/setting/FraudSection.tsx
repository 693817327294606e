import { Alert, Button, Divider, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/shared/permission';
import { useFraudSettings } from '@/features/sms/verify-queries';
import { FraudBlocksTable } from './FraudBlocksTable';
import { FraudSettingsForm } from './FraudSettingsForm';

/**
 * SMS → Settings → Fraud guard (API.md "Fraud guard"): when otp traffic to a destination prefix looks like
 * SMS pumping, the prefix is blocked for the account. Owners and admins tune the thresholds, allow-list
 * prefixes and lift blocks; other members see them read-only.
 */
export function FraudSection() {
  const { t } = useTranslation();
  const canEdit = useRole() === 'admin';
  const settings = useFraudSettings();

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('sms.fraud.title')} description={t('sms.fraud.intro')} />
      {!canEdit && <Alert type="warning" showIcon title={t('sms.fraud.readOnly')} />}
      <section aria-labelledby="fraud-settings">
        <Typography.Title level={5} id="fraud-settings" style={{ marginTop: 0 }}>
          {t('sms.fraud.settingsTitle')}
        </Typography.Title>
        {settings.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : settings.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('sms.fraud.loadFailed')}
            action={<Button onClick={() => void settings.refetch()}>{t('common.action.retry')}</Button>}
          />
        ) : (
          <FraudSettingsForm settings={settings.data} canEdit={canEdit} />
        )}
      </section>
      <Divider style={{ margin: '8px 0' }} />
      <FraudBlocksTable canEdit={canEdit} />
    </Flex>
  );
}
