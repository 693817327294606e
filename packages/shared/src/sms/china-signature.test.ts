import { describe, expect, test } from 'vitest';
import { extractChinaSignature, hasChinaSignature } from './china-signature.js';

describe('China signature', () => {
  test.each([
    ['【Beacon】您的验证码是 123456', 'Beacon'],
    ['您的验证码是 123456【Beacon】', 'Beacon'],
    ['  【Beacon】您的验证码是 123456\n', 'Beacon'],
    ['【信标科技】您的订单已发货', '信标科技'],
    ['【AB】x', 'AB'],
    ['【一二三四五六七八九十一二】x', '一二三四五六七八九十一二'],
    ['【Beacon】x【Other】', 'Beacon'],
  ])('%j is signed %j', (content, signature) => {
    expect(extractChinaSignature(content)).toBe(signature);
    expect(hasChinaSignature(content)).toBe(true);
  });

  test.each([
    ['ASCII brackets', '[Beacon]您的验证码是 123456'],
    ['half-width corner brackets', '［Beacon］您的验证码是 123456'],
    ['a signature in the middle', '您的【Beacon】验证码是 123456'],
    ['no signature', '您的验证码是 123456'],
    ['one character', '【B】您的验证码是 123456'],
    ['13 characters', '【一二三四五六七八九十一二三】x'],
    ['empty brackets', '【】您的验证码是 123456'],
    ['blank brackets', '【   】您的验证码是 123456'],
    ['an unclosed bracket', '【Beacon 您的验证码是 123456'],
  ])('%s is not a signature: %j', (_name, content) => {
    expect(hasChinaSignature(content)).toBe(false);
  });
});
