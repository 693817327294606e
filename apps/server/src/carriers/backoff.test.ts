import { expect, test } from 'vitest';
import { computeBackoffMs } from './backoff.js';

test('backoff doubles from its initial delay up to its cap, with half of it jittered', () => {
  const policy = { initialMs: 100, maxMs: 1000 };
  expect([0, 1, 2, 3, 10].map((attempt) => computeBackoffMs(attempt, policy, () => 0))).toEqual([
    50, 100, 200, 400, 500,
  ]);
  expect(computeBackoffMs(2, policy, () => 0.999999)).toBe(400);
});
