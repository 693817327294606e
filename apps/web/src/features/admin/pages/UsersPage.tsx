import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ImportPanel } from '../components/ImportPanel';
import { InvitationsTable } from '../components/InvitationsTable';
import { InviteModal } from '../components/InviteModal';
import { MembersTable } from '../components/MembersTable';

const TABS = ['managed', 'independent', 'pending', 'import'] as const;
type Tab = (typeof TABS)[number];

/** The organisation's people in four tabs; the tab is in the address (`?tab=`) so it survives a reload. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'independent';
  const [inviting, setInviting] = useState(false);
  const content: Record<Tab, React.ReactNode> = {
    managed: <MembersTable kind="managed" />,
    independent: <MembersTable kind="independent" />,
    pending: <InvitationsTable />,
    import: <ImportPanel />,
  };
  return (
    <Card
      title={t('menu.admin.users')}
      extra={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
          {t('admin.users.invite')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`admin.users.tab.${key}`), children: content[key] }))}
        destroyOnHidden
      />
      <InviteModal
        open={inviting}
        onClose={(sentTo) => {
          setInviting(false);
          if (sentTo) {
            void message.success(t('admin.users.invited', { email: sentTo }));
            setParams({ tab: 'pending' }, { replace: true });
          }
        }}
      />
    </Card>
  );
}
