import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  ZMessageContentSchema,
  ZRecipientListSchema,
  ZTemplateContentSchema,
  findTemplateContentProblems,
} from './message-schemas.js';

/** Custom issues carry the placeholder values of their message key in `params`. */
function keyed(issues: z.core.$ZodIssue[] = []) {
  return issues.map((issue) => ({
    message: issue.message,
    path: issue.path,
    params: issue.code === 'custom' ? issue.params : undefined,
  }));
}

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('SMS schemas', () => {
  test.each([
    ['', ['contentEmpty']],
    ['  \n', ['contentEmpty']],
    ['a'.repeat(153 * 10), []],
    ['a'.repeat(153 * 10 + 1), ['contentTooLong']],
    ['你'.repeat(67 * 10), []],
    ['你'.repeat(67 * 10 + 1), ['contentTooLong']],
  ])('content %#: %j', (content, expected) => {
    expect(messages(ZMessageContentSchema.safeParse(content))).toEqual(expected);
  });

  test('the recipient box becomes E.164 strings, or issues at the bad entries', () => {
    expect(ZRecipientListSchema.parse('+14155550100, +442079460958')).toEqual([
      '+14155550100',
      '+442079460958',
    ]);
    const result = ZRecipientListSchema.safeParse('+14155550100\n+1 415\n+14155550100');
    expect(keyed(result.error?.issues)).toEqual([
      { message: 'phoneInvalid', path: [1], params: { input: '+1 415' } },
      { message: 'phoneDuplicate', path: [2], params: { input: '+14155550100' } },
    ]);
    expect(messages(ZRecipientListSchema.safeParse(''))).toEqual(['recipientsRequired']);
  });

  test('template content reports reserved names with the name to show', () => {
    const result = ZTemplateContentSchema.safeParse('Hi {name}, reply to {phoneNumber}');
    expect(keyed(result.error?.issues)).toEqual([
      { message: 'variableNameReserved', path: [], params: { name: 'phoneNumber' } },
    ]);
    expect(messages(ZTemplateContentSchema.safeParse(' '))).toEqual(['contentEmpty']);
  });

  test.each([
    ['您的验证码是 {code}', 'CN', ['chinaSignatureRequired']],
    ['【Beacon】您的验证码是 {code}', 'CN', []],
    ['Your code is {code}', 'US', []],
    ['Your code is {code}', undefined, []],
    ['[Beacon] {to}', 'CN', ['variableNameReserved', 'chinaSignatureRequired']],
  ] as const)('template %j for %s', (content, country, keys) => {
    expect(findTemplateContentProblems(content, { country }).map((p) => p.key)).toEqual(keys);
  });
});
