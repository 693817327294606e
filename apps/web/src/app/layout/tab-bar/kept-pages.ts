/**
 * What the keep-alive outlet holds: the last element of each kept page, in the order they were first kept.
 * Pure so the rules (drop what left the cache, refresh the page on screen) are tested without rendering.
 */
import type { ReactNode } from 'react';

export type KeptPages = ReadonlyMap<string, ReactNode>;

/** The next holdings, or `kept` itself when nothing changed (so the caller can skip a render). */
export function nextKeptPages(
  kept: KeptPages,
  cached: ReadonlySet<string>,
  current: string,
  element: ReactNode,
): KeptPages {
  const next = new Map([...kept].filter(([name]) => cached.has(name)));
  if (cached.has(current)) next.set(current, element);
  const unchanged = next.size === kept.size && [...next].every(([name, page]) => kept.get(name) === page);
  return unchanged ? kept : next;
}

/** Render order: kept pages where they are, the page on screen last if it is not kept. */
export function renderOrder(kept: KeptPages, cached: ReadonlySet<string>, current: string): string[] {
  const order = [...kept.keys()].filter((name) => cached.has(name));
  return order.includes(current) ? order : [...order, current];
}
