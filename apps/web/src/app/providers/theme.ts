/**
 * antd theme of the console: the brand blue everywhere, antd's dark algorithm for the dark theme, and no
 * transitions for a user who asks the system for reduced motion.
 */
import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '@/shared/settings/layout-settings';

const BRAND_COLOR = '#165DFF';

export function buildTheme(
  mode: ThemeMode,
  primary: string = BRAND_COLOR,
  reducedMotion = false,
): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primary, borderRadius: 6, motion: !reducedMotion },
  };
}
