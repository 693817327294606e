/**
 * Translation resources: the console's own JSON files (one per area, flat keys) merged per language, plus
 * the `validation` texts of packages/shared (every key a shared schema reports), under `validation.<key>`,
 * so a form and the server say the same words.
 */
import { TEXT_RESOURCES } from '@beacon/shared/i18n/texts';
import type { AppLocale } from './locales';

export type Messages = Record<string, string>;
type JsonModules = Record<string, { default: Messages }>;

const EN_FILES = import.meta.glob<{ default: Messages }>('../../locales/en-US/*.json', { eager: true });
const ZH_FILES = import.meta.glob<{ default: Messages }>('../../locales/zh-CN/*.json', { eager: true });

/** Merges one language's files; a key defined in two files is a mistake that would hide one text. */
export function mergeLocaleFiles(files: JsonModules): Messages {
  const merged: Messages = {};
  for (const [file, module] of Object.entries(files)) {
    for (const [key, text] of Object.entries(module.default)) {
      if (key in merged) throw new Error(`Locale key "${key}" is defined twice (again in ${file})`);
      merged[key] = text;
    }
  }
  return merged;
}

/** `validation.<key>` for every key a shared schema can report. */
function validationMessages(locale: AppLocale): Messages {
  return Object.fromEntries(
    Object.entries(TEXT_RESOURCES[locale].validation).map(([key, value]) => [`validation.${key}`, value]),
  );
}

export const LOCALE_FILES: Record<AppLocale, JsonModules> = { 'en-US': EN_FILES, 'zh-CN': ZH_FILES };

export function buildMessages(locale: AppLocale): Messages {
  return { ...mergeLocaleFiles(LOCALE_FILES[locale]), ...validationMessages(locale) };
}
