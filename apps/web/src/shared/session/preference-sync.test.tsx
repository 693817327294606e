import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { AppProviders } from '@/app/providers/AppProviders';
import { user } from '@/app/router/guards/test-helpers';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, resetApp } from '@/test/render-app';
import { i18n, LOCALE_STORAGE_KEY } from '../i18n';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '../settings/layout-settings';
import { startSession } from './clear-session';
import { ensureUserInfo, useUserInfo } from './user-info';

function SignedInPage() {
  const { data } = useUserInfo();
  return <p>{data ? `signed in as ${data.username}` : 'loading'}</p>;
}

function serverWith(saved: { language: 'en-US' | 'zh-CN'; theme: 'light' | 'dark' }) {
  return fakeServer((request) => (request.url === '/user/info' ? envelope(user(saved)) : envelope(null)));
}

const savesOf = (server: ReturnType<typeof fakeServer>) =>
  server.sent.filter((request) => request.url === '/user/update/preferences');

beforeEach(async () => {
  await resetApp();
  useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS });
});

describe('language and theme follow the user between browsers', () => {
  test('signing in on a browser that never chose takes the saved language and theme', async () => {
    const server = serverWith({ language: 'zh-CN', theme: 'dark' });
    startSession('session');
    render(
      <AppProviders>
        <SignedInPage />
      </AppProviders>,
    );
    expect(await screen.findByText('signed in as ada')).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(useLayoutSettings.getState().theme).toBe('dark');
    expect(savesOf(server)).toHaveLength(0);
  });

  test('signing in on a console already open (the login page) adopts once the guard loads the user', async () => {
    serverWith({ language: 'zh-CN', theme: 'dark' });
    // What the login page renders: providers, and nothing that loads the user info.
    render(
      <AppProviders>
        <p>login page</p>
      </AppProviders>,
    );
    act(() => startSession('session'));
    // What the navigation guard does on the next navigation.
    await act(() => ensureUserInfo());
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(useLayoutSettings.getState().theme).toBe('dark');
  });

  test('a language and theme chosen in this browser before signing in win and are saved', async () => {
    await i18n.changeLanguage('zh-CN');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    useLayoutSettings.setState({ theme: 'dark' });
    const server = serverWith({ language: 'en-US', theme: 'light' });
    startSession('session');
    render(
      <AppProviders>
        <SignedInPage />
      </AppProviders>,
    );
    await waitFor(() => expect(savesOf(server)).toHaveLength(1));
    expect(savesOf(server)[0]!.body).toContain('zh-CN');
    expect(savesOf(server)[0]!.body).toContain('dark');
  });

  test('switching the theme while signed in saves it; merely opening the console saves nothing', async () => {
    const server = serverWith({ language: 'en-US', theme: 'light' });
    startSession('session');
    render(
      <AppProviders>
        <SignedInPage />
      </AppProviders>,
    );
    expect(await screen.findByText('signed in as ada')).toBeInTheDocument();
    expect(savesOf(server)).toHaveLength(0);
    act(() => useLayoutSettings.getState().updateSettings({ theme: 'dark' }));
    await waitFor(() => expect(savesOf(server)).toHaveLength(1));
    expect(savesOf(server)[0]!.body).toContain('dark');
  });
});
