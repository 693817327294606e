import { App, Button, Divider, Drawer, Flex, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { MenuWidthField } from './MenuWidthField';
import { SettingSwitch } from './SettingSwitch';
import { ThemeColorField } from './ThemeColorField';
import { useMenuFromServerSwitch } from './use-menu-from-server';

/** Spec section 9: the settings drawer is 300 px wide. */
const SETTINGS_DRAWER_WIDTH = 300;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Divider titlePlacement="start" plain style={{ marginTop: 8 }}>
        <Typography.Text strong>{title}</Typography.Text>
      </Divider>
      <Flex vertical gap={14}>
        {children}
      </Flex>
    </section>
  );
}

/**
 * The layout settings of spec section 3, applied as they change and kept per browser. Opened from the
 * navbar or, without a navbar, from the floating button; Close (or Esc, or the mask) closes it.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useLayoutSettings((state) => state.globalSettings);
  const mode = useLayoutSettings((state) => state.theme);
  const menu = useLayoutSettings((state) => state.menu);
  const topMenu = useLayoutSettings((state) => state.topMenu);
  const hideMenu = useLayoutSettings((state) => state.hideMenu);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  const switchMenuFromServer = useMenuFromServerSwitch();
  const close = () => updateSettings({ globalSettings: false });
  const isSideMenuSetting = menu && !topMenu && !hideMenu;

  function restoreDefaults() {
    const { menuFromServer, resetSettings } = useLayoutSettings.getState();
    if (menuFromServer) switchMenuFromServer(false);
    resetSettings();
    void message.success(t('layout.settings.resetDone'));
  }

  return (
    <Drawer
      open={open}
      onClose={close}
      size={SETTINGS_DRAWER_WIDTH}
      title={t('layout.settings.title')}
      footer={
        <Flex justify="space-between">
          <Button onClick={restoreDefaults}>{t('layout.settings.reset')}</Button>
          <Button type="primary" onClick={close}>
            {t('layout.settings.close')}
          </Button>
        </Flex>
      }
    >
      <Section title={t('layout.settings.section.appearance')}>
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text id="theme-mode-label">{t('layout.settings.theme')}</Typography.Text>
          <Radio.Group
            aria-labelledby="theme-mode-label"
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={mode}
            onChange={(event) => updateSettings({ theme: event.target.value as typeof mode })}
            options={[
              { value: 'light', label: t('layout.settings.theme.light') },
              { value: 'dark', label: t('layout.settings.theme.dark') },
              { value: 'system', label: t('layout.settings.theme.system') },
            ]}
          />
        </Flex>
        <ThemeColorField />
        <SettingSwitch
          setting="colorWeak"
          label="layout.settings.colorWeak"
          hint="layout.settings.colorWeak.hint"
        />
      </Section>
      <Section title={t('layout.settings.section.navigation')}>
        <SettingSwitch setting="navbar" label="layout.settings.navbar" hint="layout.settings.navbar.hint" />
        <SettingSwitch setting="menu" label="layout.settings.menu" />
        <SettingSwitch setting="topMenu" label="layout.settings.topMenu" disabled={!menu} />
        <SettingSwitch
          setting="hideMenu"
          label="layout.settings.hideMenu"
          hint="layout.settings.hideMenu.hint"
          disabled={!menu}
        />
        <SettingSwitch
          setting="menuCollapse"
          label="layout.settings.menuCollapse"
          disabled={!isSideMenuSetting}
        />
        <MenuWidthField disabled={!isSideMenuSetting} />
        <SettingSwitch
          setting="menuFromServer"
          label="layout.settings.menuFromServer"
          hint="layout.settings.menuFromServer.hint"
          onChange={switchMenuFromServer}
        />
      </Section>
      <Section title={t('layout.settings.section.page')}>
        <SettingSwitch setting="tabBar" label="layout.settings.tabBar" />
        <SettingSwitch setting="footer" label="layout.settings.footer" />
      </Section>
    </Drawer>
  );
}
