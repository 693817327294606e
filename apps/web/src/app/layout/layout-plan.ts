/**
 * What the default layout shows for a set of layout settings (spec section 3), as one pure function so
 * every combination is tested without rendering: where the menu goes, how wide the side menu is, and which
 * bars and buttons appear.
 */
import type { LayoutSettings } from '@/shared/settings/layout-settings';

export const NAVBAR_HEIGHT = 60;
export const COLLAPSED_MENU_WIDTH = 64;

/**
 * side: fixed on the left; top: horizontal in the navbar; drawer: behind a menu button (phones, or the side
 * menu hidden); none: the menu is switched off.
 */
export type MenuPlacement = 'side' | 'top' | 'drawer' | 'none';

export interface LayoutPlan {
  navbar: boolean;
  menu: MenuPlacement;
  collapsed: boolean;
  /** Room the side menu takes on the left (0 unless it is there). */
  siderWidth: number;
  footer: boolean;
  tabBar: boolean;
  /** Height the fixed navbar takes at the top. */
  top: number;
  /** Without a navbar the settings (and a menu drawer) open from floating buttons (spec section 2). */
  floatingSettings: boolean;
  floatingMenu: boolean;
}

export type PlannedSettings = Pick<
  LayoutSettings,
  'navbar' | 'menu' | 'topMenu' | 'hideMenu' | 'menuCollapse' | 'menuWidth' | 'footer' | 'tabBar' | 'device'
>;

function placeMenu(s: PlannedSettings): MenuPlacement {
  if (!s.menu) return 'none';
  if (s.device === 'mobile') return 'drawer';
  // Without a navbar there is no bar to put a top menu in: the side menu stands in.
  if (s.topMenu && s.navbar) return 'top';
  return s.hideMenu ? 'drawer' : 'side';
}

export function planLayout(s: PlannedSettings): LayoutPlan {
  const menu = placeMenu(s);
  const collapsed = menu === 'side' && s.menuCollapse;
  return {
    navbar: s.navbar,
    menu,
    collapsed,
    siderWidth: menu === 'side' ? (collapsed ? COLLAPSED_MENU_WIDTH : s.menuWidth) : 0,
    footer: s.footer,
    tabBar: s.tabBar,
    top: s.navbar ? NAVBAR_HEIGHT : 0,
    floatingSettings: !s.navbar,
    floatingMenu: !s.navbar && menu === 'drawer',
  };
}
