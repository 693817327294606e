/**
 * The problems that refuse a send, each naming what it concerns (the country, the numbers, today's count),
 * and their sentences in both languages. One send reports all of its problems at once: the server puts the
 * sentences in `msg` (console and public send API) and the problems themselves in the console's `data`, and
 * the console's send page words its warnings before sending with the same sentences (the shared
 * `sendProblems` texts).
 */
import { ErrorCode, type Locale } from '../errors/catalogue.js';
import { text } from '../i18n/texts.js';

export interface DailyCapProblem {
  kind: 'trialDailyLimit' | 'dailyLimit';
  /** Messages created today (UTC), the cap, and this send's messages. */
  used: number;
  limit: number;
  adding: number;
}

export type SendProblem =
  | { kind: 'templateUnavailable' }
  | { kind: 'countryDisallowed'; countries: string[]; numbers: string[] }
  /** `template`: the text was typed, not an approved template; `signature`: the template's text has none. */
  | { kind: 'chinaRule'; missing: 'template' | 'signature'; numbers: string[] }
  /** `boundPhone` is masked (the owner's phone is shown to every member of the account). */
  | { kind: 'trialRecipient'; boundPhone: string | null; numbers: string[] }
  | DailyCapProblem
  | { kind: 'noPricing'; countries: string[] };

/** The console's catalogue code of each problem; a refusal answers the code of its first problem. */
export const SEND_PROBLEM_CODES: Record<SendProblem['kind'], ErrorCode> = {
  templateUnavailable: ErrorCode.TEMPLATE_UNAVAILABLE,
  countryDisallowed: ErrorCode.COUNTRY_DISALLOWED,
  chinaRule: ErrorCode.CHINA_RULE,
  trialRecipient: ErrorCode.TRIAL_RESTRICTED,
  trialDailyLimit: ErrorCode.TRIAL_RESTRICTED,
  dailyLimit: ErrorCode.DAILY_LIMIT_REACHED,
  noPricing: ErrorCode.NO_PRICING,
};

/** `data` of a console send refusal (codes 3002–3007). */
export interface SendRefusalData {
  problems: SendProblem[];
}

const MAX_LISTED = 20;

/** Numbers or names as a list, the first 20 and how many more. */
export function listOf(items: readonly string[], locale: Locale): string {
  const shown = items.slice(0, MAX_LISTED).join(text(locale, 'sendProblems', 'list.separator'));
  const more = items.length - MAX_LISTED;
  if (more <= 0) return shown;
  return text(locale, 'sendProblems', 'list.more', { items: shown, more });
}

export function countryNameOf(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const countriesOf = (codes: readonly string[], locale: Locale) =>
  listOf(
    codes.map((code) => countryNameOf(code, locale)),
    locale,
  );

const count = (value: number, locale: Locale) => value.toLocaleString(locale);

export function describeSendProblem(problem: SendProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'templateUnavailable':
      return text(locale, 'sendProblems', 'templateUnavailable');
    case 'countryDisallowed':
      return text(locale, 'sendProblems', 'countryDisallowed', {
        countries: countriesOf(problem.countries, locale),
        numbers: listOf(problem.numbers, locale),
      });
    case 'chinaRule':
      return text(locale, 'sendProblems', `chinaRule.${problem.missing}`, {
        numbers: listOf(problem.numbers, locale),
      });
    case 'trialRecipient':
      return problem.boundPhone
        ? text(locale, 'sendProblems', 'trialRecipient.bound', {
            boundPhone: problem.boundPhone,
            numbers: listOf(problem.numbers, locale),
          })
        : text(locale, 'sendProblems', 'trialRecipient.unbound', {
            numbers: listOf(problem.numbers, locale),
          });
    case 'trialDailyLimit':
    case 'dailyLimit':
      return text(locale, 'sendProblems', problem.kind, {
        used: count(problem.used, locale),
        limit: count(problem.limit, locale),
        adding: count(problem.adding, locale),
      });
    case 'noPricing':
      return text(locale, 'sendProblems', 'noPricing', { countries: countriesOf(problem.countries, locale) });
  }
}

/** Sentences one after the other, as the language writes them (a space in English, none in Chinese). */
export function joinSentences(sentences: readonly string[], locale: Locale): string {
  const [first = '', ...rest] = sentences;
  return rest.reduce(
    (joined, next) => text(locale, 'sendProblems', 'sentences', { first: joined, next }),
    first,
  );
}

/** Every problem of a refusal in one text, in the order the rules found them. */
export function describeSendProblems(problems: readonly SendProblem[], locale: Locale): string {
  return joinSentences(
    problems.map((problem) => describeSendProblem(problem, locale)),
    locale,
  );
}
