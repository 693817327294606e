import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../settings/layout-settings';
import { useResolvedTheme } from '../settings/resolved-theme';

/** Light/dark toggle from what is shown (a followed system theme included); the label names the target. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useResolvedTheme();
  const toggleTheme = useLayoutSettings((state) => state.toggleTheme);
  const label = mode === 'dark' ? t('settings.theme.toLight') : t('settings.theme.toDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => toggleTheme(mode)}
      />
    </Tooltip>
  );
}
