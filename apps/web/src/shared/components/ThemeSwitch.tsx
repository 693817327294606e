import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../settings/layout-settings';

/** Light/dark toggle; the label names the theme it switches to. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useLayoutSettings((state) => state.theme);
  const toggleTheme = useLayoutSettings((state) => state.toggleTheme);
  const label = mode === 'dark' ? t('settings.theme.toLight') : t('settings.theme.toDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
}
