import { Alert, Button, Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUserInfo } from '@/shared/session';
import { ApiKeysSection } from '../components/setting/ApiKeysSection';
import { CountrySection } from '../components/setting/CountrySection';
import { FraudSection } from '../components/setting/FraudSection';
import { OptOutSection } from '../components/setting/OptOutSection';
import { RateLimitSection } from '../components/setting/RateLimitSection';
import { SecuritySection } from '../components/setting/SecuritySection';
import { SmppSection } from '../components/setting/SmppSection';
import { WebhookSection } from '../components/setting/WebhookSection';
import { useSmsSettings } from '../queries';

const TABS = ['security', 'countries', 'limits', 'webhook', 'apiKeys', 'optOut', 'smpp', 'fraud'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * SMS settings (spec sections 2, 3): security, country restrictions, rate limits, webhooks, API keys, opt-outs,
 * SMPP access and the fraud guard.
 */
export default function SettingPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const active: Tab = isTab(tab) ? tab : 'security';
  const settings = useSmsSettings();
  const accountId = useUserInfo().data?.currentAccount ?? '';

  function content(key: Tab) {
    if (key === 'apiKeys') return <ApiKeysSection accountId={accountId} />;
    if (key === 'optOut') return <OptOutSection />;
    if (key === 'smpp') return <SmppSection />;
    if (key === 'fraud') return <FraudSection />;
    if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (settings.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('sms.setting.loadFailed')}
          action={<Button onClick={() => void settings.refetch()}>{t('common.action.retry')}</Button>}
        />
      );
    }
    if (key === 'security') return <SecuritySection settings={settings.data} />;
    if (key === 'countries') return <CountrySection settings={settings.data} />;
    if (key === 'limits') return <RateLimitSection settings={settings.data} />;
    return <WebhookSection settings={settings.data} />;
  }

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={active}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`sms.setting.tab.${key}`), children: content(key) }))}
      />
    </Card>
  );
}
