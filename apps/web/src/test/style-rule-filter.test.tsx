/**
 * The test set-up skips style rules whose last compound selector names a tag or a class the element lacks,
 * and rules for pseudo-elements only (style-rule-filter.ts); these prove it reads selectors right and leaves
 * every computed style as jsdom computes it without the filter, on the real layout with its antd styles.
 */
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { resetApp } from './render-app';
import { renderLayout, resetLayoutState, signInAs } from './render-layout';
import { requirements, withoutRuleFilter } from './style-rule-filter';
import { DESKTOP_WIDTH, setViewportWidth } from './viewport';

describe('what a selector requires of the element it styles', () => {
  const of = (tag: string | null, ...classes: string[]) => ({ tag, classes });
  test.each([
    ['.a', [of(null, 'a')]],
    ['.a.b:hover', [of(null, 'a', 'b')]],
    ['div.a > span.b', [of('span', 'b')]],
    [':where(.css-dev-only-do-not-override-x).ant-btn:not(.ant-btn-primary)', [of(null, 'ant-btn')]],
    ['.a, .b .c', [of(null, 'a'), of(null, 'c')]],
    ['.a ~ .b + .c', [of(null, 'c')]],
    ['.a[data-x=".y"]', [of(null, 'a')]],
    ['div', [of('div')]],
    ['.a div', [of('div')]],
    ['.a, DIV', [of(null, 'a'), of('div')]],
    ['td, th', [of('td'), of('th')]],
    ['dialog:not([open])', [of('dialog')]],
    ['input[type="radio" i]', [of('input')]],
    ['*.a', [of(null, 'a')]],
    // Pseudo-elements: jsdom's cascade never applies their rules, so a list of only those is always skipped.
    ['.a::before', []],
    ['.a::before, .b', [of(null, 'b')]],
  ])('%s requires %j', (selector, required) => {
    expect(requirements(selector)).toEqual(required);
  });

  test.each([
    '*',
    ':where(.a)',
    '.a .b ',
    '.a\\:b',
    '.名前',
    '.ab名',
    '[class~="a"]',
    'svg|a',
    '.a, [popover]',
    ':root',
  ])('%s cannot be skipped', (selector) => {
    expect(requirements(selector)).toBeNull();
  });
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
