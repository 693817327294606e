import { expect, test } from 'vitest';
import { SubmitWindow } from './submit-window.js';

test('the window grants slots up to its size and then first come, first served', async () => {
  const window = new SubmitWindow(2);
  const releaseA = await window.acquire();
  const releaseB = await window.acquire();
  const order: string[] = [];
  const c = window.acquire().then((release) => (order.push('c'), release));
  const d = window.acquire().then((release) => (order.push('d'), release));
  expect(window.used).toBe(2);
  releaseA();
  releaseA(); // a second call is ignored
  (await c)();
  releaseB();
  (await d)();
  expect(order).toEqual(['c', 'd']);
  expect(window.used).toBe(0);
});

test('an aborted waiter leaves the queue without taking a slot', async () => {
  const window = new SubmitWindow(1);
  const release = await window.acquire();
  const controller = new AbortController();
  const waiting = window.acquire(controller.signal);
  controller.abort(new Error('gave up'));
  await expect(waiting).rejects.toThrow('gave up');
  release();
  expect(window.used).toBe(0);
  await window.whenIdle();
});
