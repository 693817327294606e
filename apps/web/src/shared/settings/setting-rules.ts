/**
 * Rules that tie one layout setting to another. Kept apart from the store so the drawer, the store and the
 * tests agree on them.
 */
import type { LayoutSettings } from './layout-settings';

export function applySettingRules(patch: Partial<LayoutSettings>): Partial<LayoutSettings> {
  // Spec section 4: "topMenu on un-collapses the menu" — a horizontal menu has nothing to fold.
  if (patch.topMenu === true) return { ...patch, menuCollapse: false };
  return patch;
}
