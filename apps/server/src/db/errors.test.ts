import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable, isTransientConflict, isUniqueViolation } from './errors.js';

/** What Drizzle throws: its own error with the driver's as the cause. */
function drizzleWrapped(cause: unknown): Error {
  return new Error('Failed query: select 1', { cause });
}

function withCode(code: string, message = 'driver error'): Error {
  return Object.assign(new Error(message), { code });
}

describe('the database is unavailable', () => {
  test.each(['57P01', '57P02', '57P03', '53300', '08000', '08003', '08006', '08P01'])(
    'SQLSTATE %s, wrapped by Drizzle',
    (state) => {
      expect(isDatabaseUnavailable(drizzleWrapped(withCode(state)))).toBe(true);
    },
  );

  test.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])(
    'the socket failed: %s',
    (code) => {
      expect(isDatabaseUnavailable(drizzleWrapped(withCode(code)))).toBe(true);
    },
  );

  test('a refused connection to a host with several addresses (an AggregateError)', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(drizzleWrapped(refused))).toBe(true);
  });

  test.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
    'PGlite is closing',
  ])('the driver says "%s"', (message) => {
    expect(isDatabaseUnavailable(drizzleWrapped(new Error(message)))).toBe(true);
  });
});

describe('a real failure is not an outage', () => {
  test.each(['23505', '23503', '42P01', '22012', '40001', 'XX000'])('SQLSTATE %s', (state) => {
    expect(isDatabaseUnavailable(drizzleWrapped(withCode(state)))).toBe(false);
  });

  test.each([
    new Error('boom'),
    new Error('Connection terminated by a bug in the caller'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'a string',
    null,
    undefined,
  ])('%s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  test('a cycle of causes ends', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(isDatabaseUnavailable(first)).toBe(false);
  });

  test('the other recognisers still tell their codes', () => {
    expect(isUniqueViolation(drizzleWrapped(withCode('23505')))).toBe(true);
    expect(isTransientConflict(drizzleWrapped(withCode('40P01')))).toBe(true);
    expect(isTransientConflict(drizzleWrapped(withCode('57P01')))).toBe(false);
  });
});
