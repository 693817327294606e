import { describe, expect, test } from 'vitest';
import { LOCALE_FILES, buildMessages, mergeLocaleFiles } from '../shared/i18n/resources';

const fileNames = (locale: keyof typeof LOCALE_FILES) =>
  Object.keys(LOCALE_FILES[locale]).map((path) => path.split('/').at(-1));

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  test('en-US and zh-CN have the same files', () => {
    expect(fileNames('zh-CN').sort()).toEqual(fileNames('en-US').sort());
  });

  test('en-US and zh-CN have exactly the same keys, file by file', () => {
    for (const [path, module] of Object.entries(LOCALE_FILES['en-US'])) {
      const twin = LOCALE_FILES['zh-CN'][path.replace('/en-US/', '/zh-CN/')];
      expect(Object.keys(twin?.default ?? {}).sort(), path).toEqual(Object.keys(module.default).sort());
    }
  });

  test('no key is defined in two files', () => {
    expect(() => mergeLocaleFiles(LOCALE_FILES['en-US'])).not.toThrow();
    expect(() => mergeLocaleFiles(LOCALE_FILES['zh-CN'])).not.toThrow();
  });

  test('every text is filled in and uses the same placeholders in both languages', () => {
    const en = buildMessages('en-US');
    const zh = buildMessages('zh-CN');
    expect(Object.keys(en).length).toBeGreaterThan(100);
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(zh[key]?.trim(), key).toBeTruthy();
      expect(placeholders(zh[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  test('keys follow menu.<area>[.<page>] and <feature>.<section>.<field>', () => {
    for (const key of Object.keys(mergeLocaleFiles(LOCALE_FILES['en-US']))) {
      // A field may be a data value such as an IANA time zone (user.timezone.America/New_York).
      expect(key, key).toMatch(/^(menu\.[\w]+(\.[\w-]+)?|[a-z]+\.[\w]+\.[\w./-]+)$/);
    }
  });
});

const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('keys used in code', () => {
  test('every literal key passed to t(), used as route metadata or as an exception text exists', () => {
    const known = new Set(Object.keys(buildMessages('en-US')));
    const missing: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      const used = [
        ...[...source.matchAll(/\bt\(\s*'([^']+)'/g), ...source.matchAll(/\blocale: '([^']+)'/g)].map(
          (m) => m[1] ?? '',
        ),
        ...[...source.matchAll(/\btextKey="([^"]+)"/g)].flatMap((m) => [
          `${m[1]}.title`,
          `${m[1]}.description`,
        ]),
      ];
      missing.push(...used.filter((key) => !known.has(key)).map((key) => `${file}: ${key}`));
    }
    expect(missing).toEqual([]);
  });
});
