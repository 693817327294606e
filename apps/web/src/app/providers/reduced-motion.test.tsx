import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { installMediaPreference } from '@/test/media-preference';
import { AppProviders } from './AppProviders';

const installMotionPreference = (reduce: boolean) =>
  installMediaPreference('(prefers-reduced-motion: reduce)', reduce);

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
