import { describe, expect, test } from 'vitest';
import { nextKeptPages, renderOrder } from './kept-pages';

const cached = (...names: string[]) => new Set(names);

describe('keep-alive holdings', () => {
  test('a cached page on screen is kept with its latest element', () => {
    const kept = nextKeptPages(new Map(), cached('Faq'), 'Faq', 'faq-1');
    expect([...kept]).toEqual([['Faq', 'faq-1']]);
    expect([...nextKeptPages(kept, cached('Faq'), 'Faq', 'faq-2')]).toEqual([['Faq', 'faq-2']]);
  });

  test('nothing changes → the same holdings, so no extra render', () => {
    const kept = nextKeptPages(new Map(), cached('Faq'), 'Faq', 'faq');
    expect(nextKeptPages(kept, cached('Faq'), 'Mms', 'mms')).toBe(kept);
  });

  test('a page that left the cache is let go', () => {
    const kept = nextKeptPages(new Map(), cached('Faq'), 'Faq', 'faq');
    expect([...nextKeptPages(kept, cached(), 'Mms', 'mms')]).toEqual([]);
  });

  test('kept pages keep their slots; the page on screen comes last when it is not kept', () => {
    let kept = nextKeptPages(new Map(), cached('A', 'B'), 'A', 'a');
    kept = nextKeptPages(kept, cached('A', 'B'), 'B', 'b');
    expect(renderOrder(kept, cached('A', 'B'), 'A')).toEqual(['A', 'B']);
    expect(renderOrder(kept, cached('A', 'B'), 'C')).toEqual(['A', 'B', 'C']);
    expect(renderOrder(kept, cached('B'), 'A')).toEqual(['B', 'A']);
  });
});
