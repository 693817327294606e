import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { THEME_COLOR_PRESETS, isSameColor } from './theme-colors';

/** Theme colour: preset swatches and a picker for any colour; applied to antd's colorPrimary at once. */
export function ThemeColorField() {
  const { t } = useTranslation();
  const themeColor = useLayoutSettings((state) => state.themeColor);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  const choose = (color: string) => updateSettings({ themeColor: color.toUpperCase() });

  return (
    <Flex vertical gap={8} role="group" aria-labelledby="theme-color-label">
      <Typography.Text id="theme-color-label">{t('layout.settings.themeColor')}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        {THEME_COLOR_PRESETS.map(({ name, color }) => {
          const isChosen = isSameColor(color, themeColor);
          return (
            <Tooltip key={name} title={t(`layout.settings.color.${name}`)}>
              <button
                type="button"
                aria-label={t(`layout.settings.color.${name}`)}
                aria-pressed={isChosen}
                onClick={() => choose(color)}
                style={{
                  width: 24,
                  height: 24,
                  padding: 0,
                  borderRadius: '50%',
                  border: 'none',
                  outlineOffset: 2,
                  background: color,
                  color: '#fff',
                  cursor: 'pointer',
                  boxShadow: isChosen ? `0 0 0 2px #fff, 0 0 0 4px ${color}` : undefined,
                }}
              >
                {isChosen && <CheckOutlined style={{ fontSize: 12 }} />}
              </button>
            </Tooltip>
          );
        })}
        <ColorPicker
          value={themeColor}
          disabledAlpha
          presets={[
            { label: t('layout.settings.themeColor'), colors: THEME_COLOR_PRESETS.map((p) => p.color) },
          ]}
          onChangeComplete={(color) => choose(color.toHexString())}
        >
          <Button
            size="small"
            icon={<BgColorsOutlined />}
            aria-label={t('layout.settings.themeColor.custom')}
          >
            {themeColor}
          </Button>
        </ColorPicker>
      </Flex>
    </Flex>
  );
}
