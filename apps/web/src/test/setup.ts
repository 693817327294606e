/**
 * jsdom lacks the layout APIs antd measures with; these stubs stand in for them. jest-dom adds the DOM
 * matchers. Each test starts from empty storage so persisted stores cannot leak between tests.
 *
 * The web project runs its files without isolation (vitest.config.ts): the files of one worker share the
 * module cache and the jsdom window, so antd is loaded once per worker instead of once per file. What a file
 * may leave behind in that shared state is put back before the next file starts: the app's stores, the query
 * cache, the language, Testing Library's configuration, mocks, timers and stubbed globals.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useTokenStore } from '../shared/session';
import { useLayoutSettings } from '../shared/settings/layout-settings';
import { useRoleView } from '../shared/settings/role-view';
import { useTabBar } from '../shared/settings/tab-bar-store';
import { useCartStore } from '../features/finance/cart/cart-store';
import { queryClient } from '../shared/query/query-client';
import { i18n } from '../shared/i18n';
import { skipRulesThatCannotMatch } from './style-rule-filter';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's scroll helpers call window.scrollTo, which jsdom reports as "not implemented".
window.scrollTo = () => {};

skipRulesThatCannotMatch();

/** Every store of the app back to the state it is created with, as in a freshly loaded module. */
function resetStores(): void {
  for (const store of [useTokenStore, useLayoutSettings, useRoleView, useTabBar, useCartStore]) {
    (store as { setState(state: unknown, replace: true): void }).setState(store.getInitialState(), true);
  }
}

// Testing Library's options for every file, set again before each one (this file runs before each test file,
// also without isolation); a file may set its own at its top, which runs after this. antd tables, tabs and forms
// take longer than the library's 1 s default to settle on a busy machine. A wait ends at the event it waits for;
// the limit is only the safety net for one that never comes, wide enough for a machine several times slower
// than an idle one (issue 25: the unit phase failed twice beside other work).
configure({ asyncUtilTimeout: 30_000, defaultHidden: false });

beforeAll(async () => {
  localStorage.clear();
  resetStores();
  queryClient.clear();
  await i18n.changeLanguage('en-US');
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
