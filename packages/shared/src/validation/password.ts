/**
 * The password policy of spec section 5, used by the sign-up, reset and change-password forms and again by
 * the server. "Too simple" is judged by zxcvbn with its maintained common-password dictionary rather than a
 * hand-typed list.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { ValidationKey } from '../i18n/texts.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * zxcvbn score 2 is "somewhat guessable: protection from unthrottled online attacks". Sign-in is throttled
 * and hashes are argon2id, so 2 rejects dictionary words with decorations (Password1!, P@ssw0rd) without
 * also rejecting a random 8-character password, which score 3 would.
 */
const MIN_STRENGTH_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: ranking the 50,000-word dictionary costs tens of milliseconds. */
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function countCharacterClasses(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

export function hasRunOfThree(password: string): boolean {
  const chars = Array.from(password);
  return chars.some((c, i) => i >= 2 && c === chars[i - 1] && c === chars[i - 2]);
}

export function isTooSimple(password: string, userInputs: string[] = []): boolean {
  return getEstimator().check(password, userInputs).score < MIN_STRENGTH_SCORE;
}

/**
 * The first rule the password breaks, or null when it meets the policy. Cheap structural rules run first so
 * the user fixes those before being told the password is guessable.
 */
export function findPasswordProblem(password: string, userInputs: string[] = []): ValidationKey | null {
  if (password.length === 0) return 'passwordEmpty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (countCharacterClasses(password) < 3) return 'passwordClasses';
  if (hasRunOfThree(password)) return 'passwordRepeats';
  if (isTooSimple(password, userInputs)) return 'passwordCommon';
  return null;
}
