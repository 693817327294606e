import {
  CloseOutlined,
  MoreOutlined,
  PushpinFilled,
  PushpinOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTabBar } from '@/shared/settings/tab-bar-store';
import { isFixedTab, type TabItem } from '@/shared/settings/tab-list';
import { useCurrentRoute } from './use-current-route';
import { useTabActions, type TabActions } from './use-tab-actions';

type Translate = (key: string) => string;

function tabMenu(tab: TabItem, tabs: readonly TabItem[], actions: TabActions, t: Translate): MenuProps {
  const index = tabs.findIndex((open) => open.name === tab.name);
  const hasOthers = tabs.some((open) => open.name !== tab.name && !isFixedTab(open.name));
  return {
    items: [
      { key: 'reload', icon: <ReloadOutlined aria-hidden />, label: t('layout.tabBar.reload') },
      {
        key: 'close',
        icon: <CloseOutlined aria-hidden />,
        label: t('layout.tabBar.close'),
        disabled: isFixedTab(tab.name),
      },
      { key: 'closeOthers', label: t('layout.tabBar.closeOthers'), disabled: !hasOthers },
      {
        key: 'closeToRight',
        icon: <VerticalLeftOutlined aria-hidden />,
        label: t('layout.tabBar.closeRight'),
        disabled: index === tabs.length - 1,
      },
      { type: 'divider' },
      tab.ignoreCache
        ? { key: 'keep', icon: <PushpinOutlined aria-hidden />, label: t('layout.tabBar.keep') }
        : { key: 'unkeep', icon: <PushpinFilled aria-hidden />, label: t('layout.tabBar.unkeep') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'reload') actions.reload(tab.name);
      if (key === 'close') actions.close(tab.name);
      if (key === 'closeOthers') actions.closeOthers(tab.name);
      if (key === 'closeToRight') actions.closeToRight(tab.name);
      if (key === 'keep' || key === 'unkeep') actions.keep(tab.name, key === 'keep');
    },
  };
}

/**
 * The tab bar (spec section 3): a tab per visited page, titled in the current language; the workplace tab
 * is fixed. Each tab's right-click menu and the menu at the end (for the tab on screen) reload or close,
 * and keep the page mounted while another tab is shown (a pin marks kept pages) or stop keeping it.
 */
export function TabBar({ top }: { top: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tabs = useTabBar((state) => state.tabs);
  const current = useCurrentRoute()?.name;
  const actions = useTabActions();
  const active = tabs.find((tab) => tab.name === current) ?? tabs[0];

  return (
    <nav
      aria-label={t('layout.tabBar.label')}
      data-testid="tab-bar"
      style={{
        position: 'sticky',
        top,
        zIndex: 90,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 20px 0',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={current && tabs.some((tab) => tab.name === current) ? current : undefined}
        onChange={actions.open}
        onEdit={(name, action) => {
          if (action === 'remove' && typeof name === 'string') actions.close(name);
        }}
        tabBarStyle={{ margin: 0 }}
        style={{ flex: 1, minWidth: 0 }}
        items={tabs.map((tab) => ({
          key: tab.name,
          closable: !isFixedTab(tab.name),
          label: (
            <Dropdown trigger={['contextMenu']} menu={tabMenu(tab, tabs, actions, t)}>
              <span title={tab.ignoreCache ? undefined : t('layout.tabBar.kept')}>
                {t(tab.title)}
                {/* The menu says whether the page is kept; the pin is only its reminder. */}
                {!tab.ignoreCache && (
                  <PushpinFilled aria-hidden style={{ marginInlineStart: 6, fontSize: 10, opacity: 0.6 }} />
                )}
              </span>
            </Dropdown>
          ),
        }))}
      />
      {active && (
        <Dropdown trigger={['click']} menu={tabMenu(active, tabs, actions, t)}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('layout.tabBar.actions')} />
        </Dropdown>
      )}
    </nav>
  );
}
