import { Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings, type LayoutSettings } from '@/shared/settings/layout-settings';

type SwitchSetting = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? K : never;
}[keyof LayoutSettings];

interface SettingSwitchProps {
  setting: SwitchSetting;
  /** Locale key of the label. */
  label: string;
  /** Locale key of a line under the label saying what the switch does beyond its name. */
  hint?: string;
  disabled?: boolean;
  /** Instead of writing the setting directly (for settings with side effects). */
  onChange?: (checked: boolean) => void;
}

/** One on/off layout setting: its label (the switch's accessible name), the switch, and an optional hint. */
export function SettingSwitch({ setting, label, hint, disabled = false, onChange }: SettingSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const checked = useLayoutSettings((state) => state[setting]);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor={id}>
          <Typography.Text disabled={disabled}>{t(label)}</Typography.Text>
        </label>
        <Switch
          id={id}
          size="small"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(next) => (onChange ? onChange(next) : updateSettings({ [setting]: next }))}
        />
      </Flex>
      {hint && (
        <Typography.Text id={`${id}-hint`} type="secondary" style={{ fontSize: 12 }}>
          {t(hint)}
        </Typography.Text>
      )}
    </Flex>
  );
}
