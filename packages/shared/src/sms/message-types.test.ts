import { describe, expect, test } from 'vitest';
import {
  SMS_MESSAGE_TYPE,
  ZSendApiMessageTypeSchema,
  ZSmsMessageTypeSchema,
  toSendApiMessageType,
  toSmsMessageType,
} from './message-types.js';

describe('message types', () => {
  test.each([
    ['otp', SMS_MESSAGE_TYPE.OTP],
    ['marketing', SMS_MESSAGE_TYPE.MARKETING],
  ] as const)('the API type %s is console type %i and back', (apiType, consoleType) => {
    expect(toSmsMessageType(apiType)).toBe(consoleType);
    expect(toSendApiMessageType(consoleType)).toBe(apiType);
  });

  test('notification has no send-API name', () => {
    expect(toSendApiMessageType(SMS_MESSAGE_TYPE.NOTIFICATION)).toBeUndefined();
  });

  test.each([
    ['otp', true],
    ['marketing', true],
    ['notification', false],
    ['OTP', false],
    [1, false],
  ])('the send API takes %j: %s', (value, ok) => {
    const result = ZSendApiMessageTypeSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('messageTypeInvalid');
  });

  test.each([
    [1, 1],
    [3, 3],
    ['2', 2],
    [0, undefined],
    [4, undefined],
    ['1.5', undefined],
    ['otp', undefined],
  ])('the console takes %j as %j', (value, type) => {
    const result = ZSmsMessageTypeSchema.safeParse(value);
    expect(result.success ? result.data : undefined).toBe(type);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('smsTypeInvalid');
  });
});
