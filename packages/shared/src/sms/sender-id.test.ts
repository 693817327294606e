import { describe, expect, test } from 'vitest';
import { ZSenderIdSchema, classifySenderId, findSenderIdProblem } from './sender-id.js';

describe('sender IDs', () => {
  test.each([
    ['Beacon', null],
    ['Beacon SMS', null],
    ['ABCDEFGHIJK', null],
    ['ABCDEFGHIJKL', 'senderIdTooLong'],
    ['Beacon 2FA1', null],
    ['Beacon 2FA12', 'senderIdTooLong'],
    ['2FA', null],
    ['A1234567890', null],
    ['A12345678901', 'senderIdTooLong'],
    ['Beacon-SMS', 'senderIdInvalid'],
    ['Beacon!', 'senderIdInvalid'],
    ['Café', 'senderIdInvalid'],
    ['123 456', 'senderIdInvalid'],
    ['12', 'senderIdNumericLength'],
    ['123', null],
    ['12345', null],
    ['123456789012345', null],
    ['1234567890123456', 'senderIdNumericLength'],
    ['+123456789012345', null],
    ['+1234567890123456', 'senderIdNumericLength'],
    ['+12', 'senderIdNumericLength'],
    ['1+2345', 'senderIdInvalid'],
    ['', 'senderIdEmpty'],
  ])('%j: %s', (senderId, problem) => {
    expect(findSenderIdProblem(senderId)).toBe(problem);
  });

  test('all digits is numeric, anything else alphanumeric', () => {
    expect(classifySenderId('+14155550100')).toBe('numeric');
    expect(classifySenderId('Beacon')).toBe('alphanumeric');
  });

  test.each([
    ['  Beacon  ', 'Beacon', []],
    ['   ', undefined, ['senderIdEmpty']],
    [undefined, undefined, ['senderIdEmpty']],
    ['ABCDEFGHIJKL', undefined, ['senderIdTooLong']],
  ])('the schema trims and reports the key: %j', (input, data, keys) => {
    const result = ZSenderIdSchema.safeParse(input);
    expect(result.data).toBe(data);
    expect(result.error?.issues.map((issue) => issue.message) ?? []).toEqual(keys);
  });
});
