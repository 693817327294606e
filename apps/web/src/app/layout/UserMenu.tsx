import { AppstoreOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Grid, Space, Typography, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { popupInFixedBar } from '@/shared/components/popup-container';
import { LOGIN_PATH, WELCOME_PATH } from '@/shared/router';
import { logout, useUserInfo } from '@/shared/session';
import { useRoleView } from '@/shared/settings/role-view';

/**
 * The signed-in user's avatar and name, with the account list, the user centre / admin centre switch (only
 * for users the server knows as admins, spec section 4) and sign-out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { data: user } = useUserInfo();
  const viewAsUser = useRoleView((state) => state.viewAsUser);
  const setViewAsUser = useRoleView((state) => state.setViewAsUser);
  const name = user?.username ?? '';
  const isWide = Grid.useBreakpoint().md !== false;
  const canSwitchCentre = user?.role === 'admin';

  async function signOut() {
    await logout();
    await navigate(LOGIN_PATH, { replace: true });
  }

  function switchCentre() {
    setViewAsUser(!viewAsUser);
    void message.success(t(viewAsUser ? 'layout.role.switchedToAdmin' : 'layout.role.switchedToUser'));
    // The guards judge the page on screen again: an admin-only page is left for one the new role may open.
    void revalidator.revalidate();
  }

  const items: MenuProps['items'] = [
    { key: 'accounts', icon: <AppstoreOutlined aria-hidden />, label: t('navbar.user.accounts') },
    ...(canSwitchCentre
      ? [
          {
            key: 'switchCentre',
            icon: <SwapOutlined aria-hidden />,
            label: t(viewAsUser ? 'layout.role.switchToAdmin' : 'layout.role.switchToUser'),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('navbar.user.logout'), danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={popupInFixedBar}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void signOut();
          if (key === 'accounts') void navigate(WELCOME_PATH);
          if (key === 'switchCentre') switchCentre();
        },
      }}
    >
      <Space style={{ cursor: 'pointer' }} aria-label={t('navbar.user.menu')} role="button">
        <Avatar src={user?.avatar || undefined} style={{ backgroundColor: token.colorPrimary }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {isWide && (
          <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
            {name}
          </Typography.Text>
        )}
      </Space>
    </Dropdown>
  );
}
