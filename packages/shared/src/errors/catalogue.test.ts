import { describe, expect, test } from 'vitest';
import { ErrorCode, errorMessage, isErrorCode } from './catalogue.js';
import { SEND_API_HTTP_STATUS } from './send-api.js';

describe('error catalogue', () => {
  test('every code of spec section 8, of organisations, certification and the sending rules has an English and a Chinese message', () => {
    const codes = [
      500,
      ...range(1001, 1007),
      ...range(1013, 1015),
      ...range(2001, 2014),
      2100,
      2101,
      ...range(2200, 2203),
      ...range(3001, 3008),
    ];
    expect(Object.values(ErrorCode).sort()).toEqual(codes.sort());
    for (const code of codes) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorMessage(code, 'en-US')).toMatch(/\S/);
      expect(errorMessage(code, 'zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('an unknown code falls back to the unknown-error text', () => {
    expect(errorMessage(9999)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(ErrorCode.ACCOUNT_LOCKED, 'zh-CN')).toContain('锁定');
  });

  test('the send API answers each of its codes with the HTTP status of API.md', () => {
    expect(SEND_API_HTTP_STATUS).toEqual({
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
      1013: 403,
      1014: 404,
    });
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
