/**
 * The test set-up skips style rules whose last compound selector names a class the element lacks
 * (style-rule-filter.ts); these prove it reads selectors right and leaves every computed style as jsdom
 * computes it without the filter, on the real layout with its antd styles.
 */
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { resetApp } from './render-app';
import { renderLayout, resetLayoutState, signInAs } from './render-layout';
import { requiredClasses, withoutRuleFilter } from './style-rule-filter';
import { DESKTOP_WIDTH, setViewportWidth } from './viewport';

describe('the classes a selector requires of the element it styles', () => {
  test.each([
    ['.a', [['a']]],
    ['.a.b:hover', [['a', 'b']]],
    ['div.a > span.b', [['b']]],
    [':where(.css-dev-only-do-not-override-x).ant-btn:not(.ant-btn-primary)', [['ant-btn']]],
    ['.a::before', [['a']]],
    ['.a, .b .c', [['a'], ['c']]],
    ['.a ~ .b + .c', [['c']]],
    ['.a[data-x=".y"]', [['a']]],
  ])('%s requires %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });

  test.each(['div', '.a div', '.a, div', ':where(.a)', '.a .b ', '.a\\:b', '.名前', '.ab名', '[class~="a"]'])(
    '%s cannot be skipped',
    (selector) => {
      expect(requiredClasses(selector)).toBeNull();
    },
  );
});

/** Every property jsdom computes for every element, as text. */
function computedStyles(): string[] {
  // Any mutation empties jsdom's style cache, so what follows is computed afresh.
  document.body.append(document.createTextNode(''));
  return [...document.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    const properties = [...style, 'display', 'visibility', 'pointer-events', 'color', 'background-color'];
    return `${element.tagName}.${element.className}: ${properties.map((name) => `${name}=${style.getPropertyValue(name)}`).join(';')}`;
  });
}

describe('with the filter', () => {
  beforeEach(async () => {
    await resetApp();
    resetLayoutState();
    signInAs('admin');
  });

  // Every style computed twice, once by jsdom alone over all of antd's rules: heavy on a busy machine.
  test('every element of the layout and its settings drawer has the style jsdom computes without it', async () => {
    const restoreViewport = setViewportWidth(DESKTOP_WIDTH);
    const userEvent = userEventLib.setup({ delay: null });
    renderLayout();
    await screen.findByRole('button', { name: 'Workplace clicked 0' });
    await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Layout settings' });
    expect(within(drawer).getByRole('switch', { name: 'Footer' })).toBeInTheDocument();

    const filtered = computedStyles();
    const unfiltered = withoutRuleFilter(computedStyles);
    restoreViewport();
    expect(filtered.length).toBeGreaterThan(300);
    expect(filtered).toEqual(unfiltered);
  });
});
