/**
 * jsdom lacks the layout APIs antd measures with; these stubs stand in for them. jest-dom adds the DOM
 * matchers. Each test starts from empty storage so persisted stores cannot leak between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { skipRulesForMissingClasses } from './style-rule-filter';

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

skipRulesForMissingClasses();

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
