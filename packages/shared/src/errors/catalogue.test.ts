import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES, ErrorCode, errorMessage } from './catalogue.js';
import { SEND_API_ERRORS } from './send-api.js';
import { VALIDATION_MESSAGES } from '../validation/messages.js';

describe('error catalogue', () => {
  test('every code of spec section 8, of organisation invitations and of the sending rules has an English and a Chinese message', () => {
    const codes = [500, ...range(1001, 1007), ...range(2001, 2014), 2100, 2101, ...range(3001, 3008)];
    expect(Object.keys(ERROR_MESSAGES).map(Number).sort()).toEqual(codes.sort());
    for (const entry of Object.values(ERROR_MESSAGES)) {
      expect(entry['en-US']).toMatch(/\S/);
      expect(entry['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('an unknown code falls back to the unknown-error text', () => {
    expect(errorMessage(9999)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(ErrorCode.ACCOUNT_LOCKED, 'zh-CN')).toContain('锁定');
  });

  test('the send API answers each of its codes with the HTTP status of API.md', () => {
    const statuses = Object.fromEntries(Object.entries(SEND_API_ERRORS).map(([code, e]) => [code, e.http]));
    expect(statuses).toEqual({
      1001: 401,
      1002: 401,
      1003: 401,
      1004: 403,
      1005: 403,
      1006: 400,
      1007: 400,
      1008: 400,
      1009: 400,
      1010: 422,
      1011: 402,
      1012: 429,
    });
  });

  test('every validation message exists in both languages', () => {
    for (const entry of Object.values(VALIDATION_MESSAGES)) {
      expect(entry['en-US']).toMatch(/\S/);
      expect(entry['zh-CN']).toMatch(/\S/);
    }
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
