/**
 * The theme the console shows: the chosen one, or for "system" (the default until a choice) what the browser
 * prefers (`prefers-color-scheme`), following a change while the page is open.
 */
import { usePrefersDark } from '../hooks/use-prefers-dark';
import { useLayoutSettings, type ResolvedTheme, type ThemeMode } from './layout-settings';

function resolveTheme(mode: ThemeMode, prefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

export function useResolvedTheme(): ResolvedTheme {
  const mode = useLayoutSettings((state) => state.theme);
  return resolveTheme(mode, usePrefersDark());
}
