import { expect, test } from 'vitest';
import { localeFromAcceptLanguage } from './locale.js';

test.each([
  [undefined, 'en-US'],
  ['', 'en-US'],
  ['zh-CN', 'zh-CN'],
  ['zh', 'zh-CN'],
  ['zh-TW,zh;q=0.9', 'zh-CN'],
  ['en-US,zh-CN;q=0.9', 'en-US'],
  ['fr-FR,zh-CN;q=0.8,en;q=0.5', 'en-US'],
  ['en;q=0.5,zh-CN;q=0.9', 'zh-CN'],
  ['zh-CN;q=0', 'en-US'],
  ['de', 'en-US'],
])('Accept-Language %j answers in %s', (header, locale) => {
  expect(localeFromAcceptLanguage(header)).toBe(locale);
});
