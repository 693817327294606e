import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ThemeSwitch } from '@/shared/components/ThemeSwitch';
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_STORAGE_KEY,
  useLayoutSettings,
} from '@/shared/settings/layout-settings';
import { installMediaPreference } from '@/test/media-preference';
import { AppProviders } from './AppProviders';

const installSchemePreference = (dark: boolean) =>
  installMediaPreference('(prefers-color-scheme: dark)', dark);

/** What antd's algorithm made of the theme: the dark one paints containers dark. */
function SchemeProbe() {
  const { token } = theme.useToken();
  return <p>{token.colorBgContainer === '#ffffff' ? 'light page' : 'dark page'}</p>;
}

function renderConsole() {
  render(
    <AppProviders>
      <SchemeProbe />
      <ThemeSwitch />
    </AppProviders>,
  );
}

let restore = () => {};
beforeEach(() => {
  localStorage.clear();
  useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS });
});
afterEach(() => restore());

describe('the theme follows the system until one is chosen', () => {
  test('a first visit from a browser preferring dark renders dark', () => {
    restore = installSchemePreference(true).restore;
    renderConsole();
    expect(useLayoutSettings.getState().theme).toBe('system');
    expect(screen.getByText('dark page')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  test('a first visit from a browser preferring light renders light', () => {
    restore = installSchemePreference(false).restore;
    renderConsole();
    expect(screen.getByText('light page')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  test('following the system, the page changes when the system does', () => {
    const preference = installSchemePreference(false);
    restore = preference.restore;
    renderConsole();
    act(() => preference.change(true));
    expect(screen.getByText('dark page')).toBeInTheDocument();
    act(() => preference.change(false));
    expect(screen.getByText('light page')).toBeInTheDocument();
  });

  test('a chosen theme wins over the system, whichever way it prefers', () => {
    const preference = installSchemePreference(true);
    restore = preference.restore;
    useLayoutSettings.setState({ theme: 'light' });
    renderConsole();
    expect(screen.getByText('light page')).toBeInTheDocument();
    act(() => {
      useLayoutSettings.setState({ theme: 'dark' });
    });
    act(() => preference.change(false));
    expect(screen.getByText('dark page')).toBeInTheDocument();
  });

  test('the navbar switch turns a followed dark system theme into an explicit light one', async () => {
    restore = installSchemePreference(true).restore;
    renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(useLayoutSettings.getState().theme).toBe('light');
    expect(screen.getByText('light page')).toBeInTheDocument();
  });
});

describe('settings stored by an earlier version', () => {
  test('the old default "light", stored whether chosen or not, follows the system now; "dark" stays', async () => {
    restore = installSchemePreference(true).restore;
    const stored = (theme: string) =>
      localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ state: { theme }, version: 0 }));
    stored('light');
    await useLayoutSettings.persist.rehydrate();
    expect(useLayoutSettings.getState().theme).toBe('system');
    stored('dark');
    await useLayoutSettings.persist.rehydrate();
    expect(useLayoutSettings.getState().theme).toBe('dark');
  });
});
