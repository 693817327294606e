/**
 * Loads the server menu (`POST /user/menu`) into the layout settings, with the loading, success and error
 * notices of spec section 4. Used by the guard (menu from server on and no menu yet) and by the settings
 * drawer when the option is switched on.
 */
import type { MenuItem } from '@beacon/shared';
import { showProgressNotice } from '../feedback/feedback';
import { i18n } from '../i18n';
import { api } from '../request';
import { useLayoutSettings } from './layout-settings';

const NOTICE_KEY = 'server-menu';

let inFlight: Promise<MenuItem[]> | null = null;

/** Fetches the menu once at a time; answers the menu, or an empty list when it could not be loaded. */
export function loadServerMenu(): Promise<MenuItem[]> {
  inFlight ??= fetchServerMenu().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function fetchServerMenu(): Promise<MenuItem[]> {
  showProgressNotice(NOTICE_KEY, 'loading', i18n.t('layout.serverMenu.loading'));
  try {
    const menu = await api.post<MenuItem[]>('/user/menu');
    useLayoutSettings.getState().updateSettings({ serverMenu: menu });
    showProgressNotice(NOTICE_KEY, 'success', i18n.t('layout.serverMenu.success'));
    return menu;
  } catch {
    showProgressNotice(NOTICE_KEY, 'error', i18n.t('layout.serverMenu.error'));
    return [];
  }
}

/** Whether a route name is anywhere in the menu, shown or hidden. */
export function isInMenu(menu: readonly MenuItem[], name: string): boolean {
  return menu.some((item) => item.name === name || isInMenu(item.children ?? [], name));
}
