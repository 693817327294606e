import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '@/shared/settings/layout-settings';

/** The navbar's button that opens the layout settings drawer. */
export function SettingsButton() {
  const { t } = useTranslation();
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  return (
    <Tooltip title={t('layout.settings.open')}>
      <Button
        type="text"
        shape="circle"
        aria-label={t('layout.settings.open')}
        icon={<SettingOutlined />}
        onClick={() => updateSettings({ globalSettings: true })}
      />
    </Tooltip>
  );
}
