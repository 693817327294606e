import { Card, Divider, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AvatarUpload } from '../components/AvatarUpload';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { CertificationPanel } from '../components/CertificationPanel';
import { PendingEmailAlert } from '../components/PendingEmailAlert';
import { SecuritySettings } from '../components/SecuritySettings';
import { WithUser } from '../components/WithUser';

const TABS = ['basic', 'security', 'certification'] as const;
type Tab = (typeof TABS)[number];

/** `/user/setting` (hidden): basic info, security settings and certification as tabs (`?tab=` keeps the choice). */
export default function SettingPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'basic';
  return (
    <WithUser>
      {(user) => (
        <Card variant="borderless">
          <Tabs
            activeKey={active}
            onChange={(key) => setSearch({ tab: key }, { replace: true })}
            items={[
              {
                key: 'basic',
                label: t('user.setting.basic'),
                children: (
                  <>
                    <PendingEmailAlert pendingEmail={user.pendingEmail} />
                    <AvatarUpload avatar={user.avatar} name={user.username} />
                    <Divider />
                    <BasicInfoForm user={user} />
                  </>
                ),
              },
              {
                key: 'security',
                label: t('user.setting.security'),
                children: <SecuritySettings user={user} />,
              },
              {
                key: 'certification',
                label: t('user.setting.certification'),
                children: <CertificationPanel user={user} />,
              },
            ]}
          />
        </Card>
      )}
    </WithUser>
  );
}
