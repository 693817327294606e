import { describe, expect, test } from 'vitest';
import { SMS_MESSAGES, formatSmsMessage, isSmsMessageKey } from './messages.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('SMS messages', () => {
  test.each(Object.entries(SMS_MESSAGES))(
    '%s has English and Chinese text with the same placeholders',
    (_key, entry) => {
      expect(entry['en-US']).toMatch(/\S/);
      expect(entry['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(entry['zh-CN'])).toEqual(placeholders(entry['en-US']));
    },
  );

  test('no key shadows a general validation key', () => {
    expect(Object.keys(SMS_MESSAGES).filter((key) => key in VALIDATION_MESSAGES)).toEqual([]);
  });

  test('the spec wording is kept where the spec quotes it', () => {
    expect(SMS_MESSAGES.phoneInvalid['en-US']).toBe('Please enter a valid E.164 phone number');
    expect(SMS_MESSAGES.phoneDuplicate['en-US']).toBe('This phone number has already been added');
    expect(SMS_MESSAGES.recipientsRequired['en-US']).toBe('Please enter one or more recipients.');
    expect(formatSmsMessage({ key: 'variableNameReserved', params: { name: 'to' } })).toBe(
      'Variable name to is a reserved keyword, please choose another name.',
    );
  });

  test('placeholders are filled in either language; unknown ones are left visible', () => {
    expect(formatSmsMessage({ key: 'variableMissing', params: { name: 'code' } }, 'zh-CN')).toBe(
      '请为变量 code 提供取值',
    );
    expect(formatSmsMessage({ key: 'variableMissing' })).toBe('Please provide a value for variable {{name}}');
  });

  test('keys are recognised', () => {
    expect(isSmsMessageKey('phoneInvalid')).toBe(true);
    expect(isSmsMessageKey('toString')).toBe(false);
  });
});
