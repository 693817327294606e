import { describe, expect, test } from 'vitest';
import { findPasswordProblem, hasRunOfThree, countCharacterClasses } from './password.js';

describe('password policy', () => {
  test.each([
    ['', 'passwordEmpty'],
    ['Xk9#mPq', 'passwordTooShort'],
    ['Xk9#mPq2', null],
    ['x'.repeat(60) + 'Xk9#mPq2vL'.repeat(7), 'passwordTooLong'],
    ['xkqmpqzvlw', 'passwordClasses'],
    ['xk9mpq2vlw', 'passwordClasses'],
    ['xk9#mpq2vl', null],
    ['Xk9#mPPPq2', 'passwordRepeats'],
    ['Xk9#mPPq2v', null],
    ['Password1!', 'passwordCommon'],
    ['Passw0rd!', 'passwordCommon'],
    ['Sms-Beacon-2026!', null],
  ])('%j breaks %s', (password, expected) => {
    expect(findPasswordProblem(password)).toBe(expected);
  });

  test('counts the four character classes', () => {
    expect(countCharacterClasses('aA1!')).toBe(4);
    expect(countCharacterClasses('中文')).toBe(1);
  });

  test('a run of three is three identical characters in a row, not three anywhere', () => {
    expect(hasRunOfThree('abab')).toBe(false);
    expect(hasRunOfThree('aabaa')).toBe(false);
    expect(hasRunOfThree('abbb')).toBe(true);
  });
});
