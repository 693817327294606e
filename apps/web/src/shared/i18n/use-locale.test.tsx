import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { AppProviders } from '@/app/providers/AppProviders';
import { resetApp } from '@/test/render-app';
import { i18n } from './i18n';
import { readStoredLocale } from './locales';
import { useLocale } from './use-locale';

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

beforeEach(resetApp);

describe('switching language', () => {
  test('English is the default', () => {
    expect(readStoredLocale()).toBe('en-US');
    localStorage.setItem('locale', 'fr-FR');
    expect(readStoredLocale()).toBe('en-US');
  });

  test('the choice is stored under "locale" and confirmed in the new language', async () => {
    const { result } = renderHook(() => useLocale(), { wrapper });
    await act(() => result.current.changeLocale('zh-CN'));
    expect(i18n.language).toBe('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(readStoredLocale()).toBe('zh-CN');
    expect(await screen.findByText('已切换为简体中文')).toBeInTheDocument();
    expect(result.current.locale).toBe('zh-CN');
  });

  test('antd and the page follow the language', async () => {
    const { result } = renderHook(() => useLocale(), { wrapper });
    await act(() => result.current.changeLocale('zh-CN'));
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
