import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { AppProviders } from './AppProviders';

/** A matchMedia whose reduced-motion answer the test sets and changes, telling listeners as a browser does. */
function installMotionPreference(reduce: boolean) {
  const previous = window.matchMedia;
  const listeners = new Set<() => void>();
  let matches = reduce;
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = previous;
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

let restore = () => {};
afterEach(() => restore());

describe('the console follows the system reduced-motion preference', () => {
  test('keeps antd transitions on when nothing is asked', () => {
    restore = installMotionPreference(false).restore;
    render(<AppProviders>{<MotionProbe />}</AppProviders>);
    expect(screen.getByText('animated')).toBeInTheDocument();
  });

  test('turns them off when reduced motion is asked, and back on when the preference changes', () => {
    const preference = installMotionPreference(true);
    restore = preference.restore;
    render(<AppProviders>{<MotionProbe />}</AppProviders>);
    expect(screen.getByText('still')).toBeInTheDocument();

    act(() => preference.change(false));
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
