import { Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { useTabBar } from '@/shared/settings/tab-bar-store';
import ForbiddenPage from '@/features/exception/pages/ForbiddenPage';
import type { GuardVerdict } from '../router/guard-loader';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppFooter } from './AppFooter';
import { COLLAPSED_MENU_WIDTH, planLayout } from './layout-plan';
import { AppMenu } from './menu/AppMenu';
import { MenuDrawer } from './menu/MenuDrawer';
import { Navbar } from './Navbar';
import { FloatingButtons } from './settings/FloatingButtons';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { KeepAliveOutlet } from './tab-bar/KeepAliveOutlet';
import { TabBar } from './tab-bar/TabBar';
import { useTrackTabs } from './tab-bar/use-track-tabs';
import { useDeviceSync } from './use-device-sync';

const NOTHING_KEPT: ReadonlySet<string> = new Set();

/**
 * The signed-in frame, laid out by the layout settings: navbar, menu (side, top, drawer or none), tab bar,
 * breadcrumbs, the page (kept alive across tabs where its route asks), footer, and the settings drawer.
 */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDeviceSync();
  const settings = useLayoutSettings(
    useShallow(({ navbar, menu, topMenu, hideMenu, menuCollapse, menuWidth, footer, tabBar, device }) => ({
      navbar,
      menu,
      topMenu,
      hideMenu,
      menuCollapse,
      menuWidth,
      footer,
      tabBar,
      device,
    })),
  );
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  const cache = useTabBar((state) => state.cache);
  const verdict = useRouteLoaderData<GuardVerdict>('root');
  const [isMenuDrawerOpen, setMenuDrawerOpen] = useState(false);
  const plan = planLayout(settings);
  useTrackTabs(plan.tabBar);
  const openMenuDrawer = () => setMenuDrawerOpen(true);

  return (
    <Layout style={{ minHeight: '100vh' }} data-menu={plan.menu}>
      {plan.navbar && <Navbar menuPlacement={plan.menu} onOpenMenu={openMenuDrawer} />}
      <Layout>
        {plan.menu === 'side' && (
          <Layout.Sider
            collapsible
            collapsed={plan.collapsed}
            onCollapse={(collapsed, type) => {
              if (type === 'clickTrigger') updateSettings({ menuCollapse: collapsed });
            }}
            width={settings.menuWidth}
            collapsedWidth={COLLAPSED_MENU_WIDTH}
            theme="light"
            aria-label={t('layout.menu.label')}
            data-testid="side-menu"
            style={{
              position: 'fixed',
              top: plan.top,
              bottom: 0,
              left: 0,
              zIndex: 95,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              background: token.colorBgContainer,
            }}
            // The menu scrolls above the collapse trigger (fixed at the bottom), never underneath it: a
            // menu taller than the window keeps its last entries within reach.
            styles={{ body: { overflowX: 'hidden', overflowY: 'auto' } }}
          >
            <AppMenu mode="inline" collapsed={plan.collapsed} />
          </Layout.Sider>
        )}
        <Layout
          style={{
            paddingTop: plan.top,
            paddingLeft: plan.siderWidth,
            // Follows the sider's own transition, which the theme turns off for reduced motion.
            transition: token.motion ? 'padding-left 0.2s' : undefined,
          }}
          data-testid="layout-main"
        >
          {plan.tabBar && <TabBar top={plan.top} />}
          <Layout.Content style={{ padding: '16px 20px 0' }}>
            <AppBreadcrumb />
            <KeepAliveOutlet
              cached={plan.tabBar ? cache : NOTHING_KEPT}
              replacement={verdict?.forbidden ? <ForbiddenPage /> : undefined}
            />
          </Layout.Content>
          {plan.footer && <AppFooter />}
        </Layout>
      </Layout>
      {plan.menu === 'drawer' && (
        <MenuDrawer open={isMenuDrawerOpen} onClose={() => setMenuDrawerOpen(false)} />
      )}
      <FloatingButtons
        showSettings={plan.floatingSettings}
        showMenu={plan.floatingMenu}
        onOpenMenu={openMenuDrawer}
      />
      <SettingsDrawer />
    </Layout>
  );
}
