/**
 * A problem the SMS rules report: a key of the shared `validation` texts (i18n/resources) with the values
 * for its placeholders, so the console can pass both straight to `t()` and the server to `text()`.
 */
import type { TextParams, ValidationKey } from '../i18n/texts.js';

export interface SmsProblem {
  key: ValidationKey;
  params?: TextParams;
}
