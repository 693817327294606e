import { expect, test, vi } from 'vitest';
import { ConcatAssembler } from './concat-assembler.js';

test('parts in any order and repeated ones give the payload in sequence order', () => {
  const assembler = new ConcatAssembler<number>({ ttlMs: 1000 });
  const part = (sequence: number) => ({ reference: 7, total: 3, sequence });
  expect(assembler.add('k', part(3), Buffer.from('C'), 3)).toBeNull();
  expect(assembler.add('k', part(1), Buffer.from('A'), 1)).toBeNull();
  expect(assembler.add('k', part(1), Buffer.from('A'), 1)).toBeNull();
  const whole = assembler.add('k', part(2), Buffer.from('B'), 2);
  expect(whole?.payload.toString()).toBe('ABC');
  expect(whole?.parts).toEqual([1, 2, 3]);
  expect(assembler.pendingCount).toBe(0);
});

test('an incomplete message is dropped after its time to live', () => {
  vi.useFakeTimers();
  try {
    const dropped: string[] = [];
    const assembler = new ConcatAssembler<null>({ ttlMs: 10, onDropped: (key) => void dropped.push(key) });
    assembler.add('k', { reference: 1, total: 2, sequence: 1 }, Buffer.from('A'), null);
    vi.advanceTimersByTime(9);
    expect(assembler.pendingCount).toBe(1);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual(['k|1|2']);
    expect(assembler.pendingCount).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});
