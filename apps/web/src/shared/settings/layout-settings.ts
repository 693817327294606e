/**
 * Layout settings with the defaults of spec section 3, persisted per browser. The settings drawer changes
 * them; the default layout, the theme provider and the guards read them. `device` follows the window width
 * and `globalSettings` is whether the settings drawer is open, so neither is persisted; nor is the server
 * menu, which is the signed-in user's server data.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuItem } from '@beacon/shared';
import type { Theme } from '@beacon/shared/validation/user';
import { applySettingRules } from './setting-rules';

/** `system` follows the browser's prefers-color-scheme (resolved-theme.ts). */
export type ThemeMode = Theme;
/** What is on screen once `system` is resolved. */
export type ResolvedTheme = Exclude<ThemeMode, 'system'>;
type Device = 'desktop' | 'mobile';

export interface LayoutSettings {
  theme: ThemeMode;
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  globalSettings: boolean;
  device: Device;
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: MenuItem[];
}

/**
 * Spec section 3's defaults, but the theme follows the system until one is chosen (issue 26), which is light
 * wherever the browser prefers light.
 */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: 'system',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

/** What the menu-width input accepts: narrower cuts labels off, wider leaves the page too little room. */
export const MENU_WIDTH_RANGE = { min: 160, max: 400 } as const;

export const LAYOUT_SETTINGS_STORAGE_KEY = 'layout-settings';

/** The settings a user chooses (and that survive a reload). */
export type PersistedLayoutSettings = Omit<LayoutSettings, 'device' | 'globalSettings' | 'serverMenu'>;

interface LayoutSettingsActions {
  /** Applies a change and the rules that come with it (spec section 4: top menu on un-collapses the menu). */
  updateSettings: (patch: Partial<LayoutSettings>) => void;
  /** Switches to the opposite of what is shown (`shown` resolves "system"), as an explicit choice. */
  toggleTheme: (shown: ResolvedTheme) => void;
  clearServerMenu: () => void;
  /** Back to the defaults of spec section 3, keeping what is not a choice (device, drawer, server menu). */
  resetSettings: () => void;
}

export type LayoutSettingsState = LayoutSettings & LayoutSettingsActions;

export const useLayoutSettings = create<LayoutSettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_LAYOUT_SETTINGS,
      updateSettings: (patch) => set(applySettingRules(patch)),
      toggleTheme: (shown) => set({ theme: shown === 'dark' ? 'light' : 'dark' }),
      clearServerMenu: () => set({ serverMenu: [] }),
      resetSettings: () =>
        set(({ device, globalSettings, serverMenu }) => ({
          ...DEFAULT_LAYOUT_SETTINGS,
          device,
          globalSettings,
          serverMenu,
        })),
    }),
    {
      name: LAYOUT_SETTINGS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Version 0 stored the old default "light" whether or not anyone chose it: it follows the system now.
      version: 1,
      migrate: (persisted, version) => {
        const stored = persisted as Partial<PersistedLayoutSettings>;
        return version === 0 && stored.theme === 'light' ? { ...stored, theme: 'system' } : stored;
      },
      partialize: ({
        serverMenu: _serverMenu,
        device: _device,
        globalSettings: _globalSettings,
        updateSettings: _u,
        toggleTheme: _t,
        clearServerMenu: _c,
        resetSettings: _r,
        ...chosen
      }): PersistedLayoutSettings => chosen,
    },
  ),
);
