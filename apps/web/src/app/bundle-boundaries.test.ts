import { describe, expect, test } from 'vitest';

const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('bundle boundaries', () => {
  test('values come from @beacon/shared subpaths, never the barrel', () => {
    // The barrel re-exports the password policy and with it a large password dictionary; importing a value
    // from it would put that dictionary in the chunk every page loads. Type-only imports are erased.
    const offenders = Object.entries(SOURCES)
      .filter(([, source]) => /^import (?!type )[^;]*from '@beacon\/shared';/m.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
