import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButton } from '@/features/finance/components/CartButton';
import { LocaleSwitch } from '@/shared/components/LocaleSwitch';
import { Logo } from '@/shared/components/Logo';
import { ThemeSwitch } from '@/shared/components/ThemeSwitch';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';
import { NAVBAR_HEIGHT, type MenuPlacement } from './layout-plan';
import { AppMenu } from './menu/AppMenu';
import { RoleBadge } from './RoleBadge';
import { SettingsButton } from './settings/SettingsButton';
import { UserMenu } from './UserMenu';

interface NavbarProps {
  menuPlacement: MenuPlacement;
  onOpenMenu: () => void;
}

/**
 * Top bar: the menu button (when the menu lives in a drawer) and the logo on the left, the menu itself when
 * it is a top menu, then the centre badge, language, theme, layout settings and the user's menu.
 */
export function Navbar({ menuPlacement, onOpenMenu }: NavbarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isWide = Grid.useBreakpoint().sm !== false;
  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      gap={isWide ? 16 : 8}
      style={{
        position: 'fixed',
        inset: '0 0 auto 0',
        zIndex: 100,
        height: NAVBAR_HEIGHT,
        padding: isWide ? '0 20px' : '0 12px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8} style={{ flex: 'none' }}>
        {menuPlacement === 'drawer' && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('layout.menu.open')}
            onClick={onOpenMenu}
          />
        )}
        <Link to={DEFAULT_ROUTE_PATH} style={{ display: 'flex' }}>
          <Logo compact={!isWide} />
        </Link>
      </Flex>
      {menuPlacement === 'top' && (
        <nav aria-label={t('layout.menu.label')} style={{ flex: 1, minWidth: 0 }}>
          <AppMenu mode="horizontal" />
        </nav>
      )}
      <Space size={isWide ? 'middle' : 'small'} style={{ flex: 'none' }}>
        {isWide && <RoleBadge />}
        <CartButton />
        <LocaleSwitch />
        <ThemeSwitch />
        <SettingsButton />
        <UserMenu />
      </Space>
    </Flex>
  );
}
