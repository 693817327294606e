import { describe, expect, test } from 'vitest';
import { ID_PREFIX, isId, newId, newMessageId, timeOfId } from './ids.js';

describe('engine ids', () => {
  test.each(Object.values(ID_PREFIX))(
    '%s ids are the prefix and 26 Crockford base32 characters',
    (prefix) => {
      const id = newId(prefix);
      expect(id).toMatch(new RegExp(`^${prefix}[0-9A-HJKMNP-TV-Z]{26}$`));
      expect(isId(prefix, id)).toBe(true);
    },
  );

  test('carry their creation time in the first 10 characters', () => {
    const at = new Date('2031-07-04T12:34:56.789Z');
    expect(timeOfId(newMessageId(at))?.toISOString()).toBe(at.toISOString());
  });

  test('sort in creation order, also within one millisecond', () => {
    const at = Date.parse('2032-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 2000 }, (_, i) => newMessageId(at + Math.floor(i / 500)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('are recognised only with the right prefix and shape', () => {
    const id = newMessageId();
    expect(isId(ID_PREFIX.batch, id)).toBe(false);
    expect(isId(ID_PREFIX.message, `${id}X`)).toBe(false);
    expect(isId(ID_PREFIX.message, id.replace(/.$/, 'U'))).toBe(false);
    expect(timeOfId('SMnot-an-id')).toBeNull();
  });
});
