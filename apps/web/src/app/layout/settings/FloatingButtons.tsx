import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '@/shared/settings/layout-settings';

interface FloatingButtonsProps {
  showSettings: boolean;
  showMenu: boolean;
  onOpenMenu: () => void;
}

/** Without a navbar: floating buttons for the settings drawer (spec section 2) and, if needed, the menu. */
export function FloatingButtons({ showSettings, showMenu, onOpenMenu }: FloatingButtonsProps) {
  const { t } = useTranslation();
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  return (
    <>
      {showMenu && (
        <FloatButton
          icon={<MenuOutlined />}
          aria-label={t('layout.menu.open')}
          tooltip={t('layout.menu.open')}
          onClick={onOpenMenu}
          style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}
        />
      )}
      {showSettings && (
        <FloatButton
          type="primary"
          icon={<SettingOutlined />}
          aria-label={t('layout.settings.open')}
          tooltip={t('layout.settings.open')}
          onClick={() => updateSettings({ globalSettings: true })}
          style={{ insetInlineEnd: 24, insetBlockEnd: 32 }}
        />
      )}
    </>
  );
}
