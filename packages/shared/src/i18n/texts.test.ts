import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { TEXT_RESOURCES, hasText, text, type TextNamespace } from './texts.js';

const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const NAMESPACES = Object.keys(TEXT_RESOURCES['en-US']) as TextNamespace[];

describe('shared texts', () => {
  test.each(NAMESPACES)(
    '%s: both languages have the same keys, every text filled in, same placeholders',
    (ns) => {
      const en: Record<string, string> = TEXT_RESOURCES['en-US'][ns];
      const zh: Record<string, string> = TEXT_RESOURCES['zh-CN'][ns];
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(value.trim(), `${ns}.${key}`).not.toBe('');
        expect(zh[key]?.trim(), `${ns}.${key}`).toBeTruthy();
        expect(placeholders(zh[key] ?? ''), `${ns}.${key}`).toEqual(placeholders(value));
      }
    },
  );

  test('every JSON file of resources/ is loaded, in both languages', () => {
    const dir = new URL('./resources/', import.meta.url);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const files = readdirSync(new URL(`${locale}/`, dir)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort(), locale).toEqual([...NAMESPACES].sort());
    }
  });

  test('every message key a shared schema or rule reports has a text', () => {
    const root = new URL('../', import.meta.url);
    const missing: string[] = [];
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(new URL(file, root), 'utf8');
      const keys = [...source.matchAll(/\b(?:error|message|key): '([a-z]\w+)'/g)].map((m) => m[1] ?? '');
      missing.push(...keys.filter((key) => !hasText('validation', key)).map((key) => `${file}: ${key}`));
    }
    expect(missing).toEqual([]);
  });

  test('the spec wording is kept where the spec quotes it', () => {
    expect(text('en-US', 'validation', 'phoneInvalid')).toBe('Please enter a valid E.164 phone number');
    expect(text('en-US', 'validation', 'phoneDuplicate')).toBe('This phone number has already been added');
    expect(text('en-US', 'validation', 'recipientsRequired')).toBe('Please enter one or more recipients.');
    expect(text('en-US', 'validation', 'avatarType')).toBe('Only JPG, PNG, or GIF formats are allowed.');
    expect(text('en-US', 'validation', 'variableNameReserved', { name: 'to' })).toBe(
      'Variable name to is a reserved keyword, please choose another name.',
    );
  });

  test('placeholders are filled in either language; unknown ones are left visible', () => {
    expect(text('zh-CN', 'validation', 'variableMissing', { name: 'code' })).toBe('请为变量 code 提供取值');
    expect(text('en-US', 'validation', 'variableMissing')).toBe(
      'Please provide a value for variable {{name}}',
    );
  });

  test('keys are recognised by their namespace only, never by inherited names', () => {
    expect(hasText('validation', 'phoneInvalid')).toBe(true);
    expect(hasText('errors', 'phoneInvalid')).toBe(false);
    expect(hasText('validation', 'toString')).toBe(false);
  });
});
