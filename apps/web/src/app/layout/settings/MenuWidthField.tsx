import { Flex, InputNumber, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH_RANGE, useLayoutSettings } from '@/shared/settings/layout-settings';

/** The side menu's width in pixels; a value outside the range waits until it is a width that fits. */
export function MenuWidthField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const menuWidth = useLayoutSettings((state) => state.menuWidth);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  return (
    <Flex justify="space-between" align="center" gap={12}>
      <label htmlFor={id}>
        <Typography.Text disabled={disabled}>{t('layout.settings.menuWidth')}</Typography.Text>
      </label>
      <InputNumber
        id={id}
        size="small"
        min={MENU_WIDTH_RANGE.min}
        max={MENU_WIDTH_RANGE.max}
        step={10}
        precision={0}
        value={menuWidth}
        disabled={disabled}
        style={{ width: 88 }}
        onChange={(value) => {
          if (typeof value === 'number' && value >= MENU_WIDTH_RANGE.min && value <= MENU_WIDTH_RANGE.max) {
            updateSettings({ menuWidth: value });
          }
        }}
      />
    </Flex>
  );
}
