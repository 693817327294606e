/**
 * The problems that refuse a send, each naming what it concerns (the country, the numbers, today's count),
 * and their sentences in both languages. One send reports all of its problems at once: the server puts the
 * sentences in `msg` (console and public send API) and the problems themselves in the console's `data`, and
 * the console's send page words its warnings before sending with the same sentences.
 */
import { ErrorCode, type Locale } from '../errors/catalogue.js';

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
  const shown = items.slice(0, MAX_LISTED).join(locale === 'zh-CN' ? '、' : ', ');
  const more = items.length - MAX_LISTED;
  if (more <= 0) return shown;
  return locale === 'zh-CN' ? `${shown} 等（另有 ${more} 个）` : `${shown} (+${more} more)`;
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

function capSentence(problem: DailyCapProblem, locale: Locale): string {
  const used = count(problem.used, locale);
  const limit = count(problem.limit, locale);
  const adding = count(problem.adding, locale);
  if (locale === 'zh-CN') {
    const what = problem.kind === 'trialDailyLimit' ? '试用账户每日上限' : '每日发送上限';
    return `本次发送将超出${what}：今日已用 ${used} / ${limit}，本次 ${adding} 条。`;
  }
  const what = problem.kind === 'trialDailyLimit' ? 'trial daily limit' : 'daily sending limit';
  return `This send would exceed the ${what}: ${used} used of ${limit} today + ${adding} in this send.`;
}

function english(problem: SendProblem): string {
  const locale = 'en-US';
  switch (problem.kind) {
    case 'templateUnavailable':
      return 'The template was not found or is not approved.';
    case 'countryDisallowed':
      return `Sending to ${countriesOf(problem.countries, locale)} is blocked in SMS → SMS settings → Country restrictions: ${listOf(problem.numbers, locale)}.`;
    case 'chinaRule':
      return problem.missing === 'template'
        ? `Messages to China need an approved template whose text carries a 【signature】, not typed content: ${listOf(problem.numbers, locale)}.`
        : `Messages to China need a 【signature】 at the start or end of the template's text, and this template has none: ${listOf(problem.numbers, locale)}.`;
    case 'trialRecipient':
      return problem.boundPhone
        ? `A trial account can send only to its owner's bound phone (${problem.boundPhone}), not to ${listOf(problem.numbers, locale)}.`
        : `A trial account can send only to its owner's bound phone, and none is bound yet (User centre → Security → Phone binding): ${listOf(problem.numbers, locale)}.`;
    case 'trialDailyLimit':
    case 'dailyLimit':
      return capSentence(problem, locale);
    case 'noPricing':
      return `There is no SMS price in this account's currency for ${countriesOf(problem.countries, locale)}.`;
  }
}

function chinese(problem: SendProblem): string {
  const locale = 'zh-CN';
  switch (problem.kind) {
    case 'templateUnavailable':
      return '模板不存在或未审核通过。';
    case 'countryDisallowed':
      return `${countriesOf(problem.countries, locale)}已在“短信 → 短信设置 → 国家/地区限制”中被禁止发送：${listOf(problem.numbers, locale)}。`;
    case 'chinaRule':
      return problem.missing === 'template'
        ? `发往中国大陆的短信必须使用带【签名】且已审核通过的模板，不能直接输入内容：${listOf(problem.numbers, locale)}。`
        : `发往中国大陆的短信需要在模板内容的开头或结尾带【签名】，该模板没有签名：${listOf(problem.numbers, locale)}。`;
    case 'trialRecipient':
      return problem.boundPhone
        ? `试用账户只能发送到所有者绑定的手机号码（${problem.boundPhone}），不能发送到 ${listOf(problem.numbers, locale)}。`
        : `试用账户只能发送到所有者绑定的手机号码，目前尚未绑定（用户中心 → 安全设置 → 手机绑定）：${listOf(problem.numbers, locale)}。`;
    case 'trialDailyLimit':
    case 'dailyLimit':
      return capSentence(problem, locale);
    case 'noPricing':
      return `${countriesOf(problem.countries, locale)}暂无该账户币种的短信价格。`;
  }
}

export function describeSendProblem(problem: SendProblem, locale: Locale): string {
  return locale === 'zh-CN' ? chinese(problem) : english(problem);
}

/** Every problem of a refusal in one text, in the order the rules found them. */
export function describeSendProblems(problems: readonly SendProblem[], locale: Locale): string {
  return problems.map((problem) => describeSendProblem(problem, locale)).join(locale === 'zh-CN' ? '' : ' ');
}
