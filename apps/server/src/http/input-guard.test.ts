import { describe, expect, test } from 'vitest';
import { MAX_INPUT_DEPTH, findUnstorableInput, isStorableText } from './input-guard.js';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('text a field can hold', () => {
  test.each([
    ['plain text', 'Your code is 1234'],
    ['Chinese', '您的验证码是 1234'],
    ['an emoji (a surrogate pair)', 'ok 😀 👍🏽'],
    ['the replacement character', '\ufffd'],
    ['control characters other than NUL', 'a\tb\u0001c'],
  ])('%s is kept', (_label, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  test.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude00b'],
    ['a pair in the wrong order', '\ude00\ud83d'],
  ])('%s is refused', (_label, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('the walk over a request', () => {
  test('names the top-level field however deep the problem sits, fields in order', () => {
    expect(findUnstorableInput({ name: 'ok', to: ['+1', { x: ['a\u0000'] }], content: '\ud800' })).toEqual({
      field: 'to',
      problem: 'textUnstorable',
    });
  });

  test('a bad key is named by its top-level field, or as the body when it is one', () => {
    expect(findUnstorableInput({ variables: { 'n\u0000': 'x' } })).toEqual({
      field: 'variables',
      problem: 'textUnstorable',
    });
    expect(findUnstorableInput({ '\udfff': 'x' })).toEqual({ field: 'body', problem: 'textUnstorable' });
  });

  test(`nesting is allowed to ${MAX_INPUT_DEPTH} levels and refused beyond, naming the field`, () => {
    expect(findUnstorableInput({ field: nested(MAX_INPUT_DEPTH - 2) }, MAX_INPUT_DEPTH)).toBeNull();
    expect(findUnstorableInput({ field: nested(MAX_INPUT_DEPTH) }, MAX_INPUT_DEPTH)).toEqual({
      field: 'field',
      problem: 'nestedTooDeep',
    });
  });

  test('without a depth limit, 100,000 levels are walked without running out of stack', () => {
    expect(findUnstorableInput({ extra: nested(100_000) })).toBeNull();
    const deepArray = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findUnstorableInput({ extra: deepArray })).toEqual({ field: 'extra', problem: 'textUnstorable' });
  });

  test('numbers, booleans, null and absent values pass', () => {
    expect(findUnstorableInput({ a: 1, b: true, c: null, d: undefined, e: [1e308, -0] })).toBeNull();
    expect(findUnstorableInput(undefined)).toBeNull();
  });
});
