/**
 * Every text of packages/shared and of the server (its e-mails, system SMS and pages included), in both
 * languages, as i18next resources: one JSON file per namespace and language under `resources/`, so no code
 * chooses words by language. The server fills them with `text()`; the console hands the same files to
 * i18next (the `validation` namespace as `validation.<key>`), so a form and the server say the same words and
 * a key-parity test covers both languages of every text.
 */
import type { Locale } from '../errors/catalogue.js';
import enErrors from './resources/en-US/errors.json';
import enFinance from './resources/en-US/finance.json';
import enHttp from './resources/en-US/http.json';
import enKyc from './resources/en-US/kyc.json';
import enMail from './resources/en-US/mail.json';
import enSendApi from './resources/en-US/sendApi.json';
import enSendProblems from './resources/en-US/sendProblems.json';
import enSystemSms from './resources/en-US/systemSms.json';
import enValidation from './resources/en-US/validation.json';
import zhErrors from './resources/zh-CN/errors.json';
import zhFinance from './resources/zh-CN/finance.json';
import zhHttp from './resources/zh-CN/http.json';
import zhKyc from './resources/zh-CN/kyc.json';
import zhMail from './resources/zh-CN/mail.json';
import zhSendApi from './resources/zh-CN/sendApi.json';
import zhSendProblems from './resources/zh-CN/sendProblems.json';
import zhSystemSms from './resources/zh-CN/systemSms.json';
import zhValidation from './resources/zh-CN/validation.json';

/** English decides which keys exist; the parity test holds Chinese to the same keys. */
const EN = {
  errors: enErrors,
  finance: enFinance,
  http: enHttp,
  kyc: enKyc,
  mail: enMail,
  sendApi: enSendApi,
  sendProblems: enSendProblems,
  systemSms: enSystemSms,
  validation: enValidation,
};
type Resources = { [N in keyof typeof EN]: Record<keyof (typeof EN)[N], string> };

export const TEXT_RESOURCES: Record<Locale, Resources> = {
  'en-US': EN,
  'zh-CN': {
    errors: zhErrors,
    finance: zhFinance,
    http: zhHttp,
    kyc: zhKyc,
    mail: zhMail,
    sendApi: zhSendApi,
    sendProblems: zhSendProblems,
    systemSms: zhSystemSms,
    validation: zhValidation,
  },
};

export type TextNamespace = keyof Resources;
export type TextKey<N extends TextNamespace> = keyof Resources[N] & string;
/** Values for a text's `{{name}}` placeholders (i18next's syntax, so the console passes them to `t()`). */
export type TextParams = Record<string, string | number>;

/** Whether `key` names a text of the namespace: the one guard for keys that arrive as plain strings. */
export function hasText<N extends TextNamespace>(namespace: N, key: string): key is TextKey<N> {
  return Object.prototype.hasOwnProperty.call(TEXT_RESOURCES['en-US'][namespace], key);
}

/** The text in one language with its placeholders filled; a placeholder without a value stays as written. */
export function text<N extends TextNamespace>(
  locale: Locale,
  namespace: N,
  key: TextKey<N>,
  params: TextParams = {},
): string {
  const template: string = TEXT_RESOURCES[locale][namespace][key];
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A key the shared schemas report as an issue's message. */
export type ValidationKey = TextKey<'validation'>;
