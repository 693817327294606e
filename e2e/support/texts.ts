/**
 * The console's own locale files, so the journeys find elements by the words a user reads, in either
 * language, and a renamed label breaks the test rather than passing silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const localeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

function load(locale: 'en-US' | 'zh-CN'): Record<string, string> {
  const dir = path.join(localeRoot, locale);
  const texts: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(texts, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  return texts;
}

const catalogues = { 'en-US': load('en-US'), 'zh-CN': load('zh-CN') };

export function text(key: string, locale: 'en-US' | 'zh-CN' = 'en-US', values: Record<string, string> = {}) {
  const template = catalogues[locale][key];
  if (template === undefined) throw new Error(`no ${locale} text for ${key}`);
  // `{{count, number}}` is i18next's number format: the console writes 10,000 (en-US) or 10,000 (zh-CN).
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = values[name] ?? '';
    const numeric = format === 'number' && value.trim() !== '' && Number.isFinite(Number(value));
    return numeric ? new Intl.NumberFormat(locale).format(Number(value)) : value;
  });
}

/**
 * The accessible name of an antd button showing `key`: antd spaces out two-character Chinese labels
 * ("继 续"), so the match allows a space between CJK characters.
 */
export function buttonName(
  key: string,
  locale: 'en-US' | 'zh-CN' = 'en-US',
  values: Record<string, string> = {},
) {
  const escaped = text(key, locale, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\s)${escaped.replace(/([\u4e00-\u9fff])(?=[\u4e00-\u9fff])/g, '$1\\s?')}$`);
}
