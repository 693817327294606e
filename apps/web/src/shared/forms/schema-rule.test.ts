import { describe, expect, test } from 'vitest';
import { ZAccountAddSchema } from '@beacon/shared/validation/account';
import { ZEmailSchema, ZLoginPasswordSchema } from '@beacon/shared/validation/auth';
import { ZNewPasswordSchema } from '@beacon/shared/validation/new-password';
import { i18n } from '../i18n';
import { checkWithSchema } from './schema-rule';

const t = i18n.getFixedT('en-US');
const tZh = i18n.getFixedT('zh-CN');

describe('form rules built on the shared schemas', () => {
  test.each([
    [ZEmailSchema, 'not-an-email', 'Please enter a valid email address'],
    [ZEmailSchema, 'ada@example.com', null],
    [ZLoginPasswordSchema, '', 'Password cannot be empty'],
    [
      ZNewPasswordSchema,
      'Password1!',
      'Your password is too simple or commonly used. Please choose a stronger one.',
    ],
    [ZAccountAddSchema.shape.name, '  ', 'Account name is required'],
    [ZAccountAddSchema.shape.products, [], 'Select at least one option'],
    [ZAccountAddSchema.shape.billingCountry, undefined, 'Please select your billing country'],
  ])('reports the shared message for %#', (schema, value, expected) => {
    expect(checkWithSchema(schema, value, t)).toBe(expected);
  });

  test('messages come in the current language', () => {
    expect(checkWithSchema(ZEmailSchema, 'x', tZh)).toBe('请输入有效的邮箱地址');
  });
});
