import { describe, expect, test } from 'vitest';
import { csvCell } from './csv.js';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('CSV cells', () => {
  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-cmd', "'-cmd"],
    ['+14155550100', '+14155550100'],
    ['-0.5', '-0.5'],
    [null, ''],
    [3, '3'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('log cursors', () => {
  test('round-trip the row they point after', () => {
    const cursor = { createdAt: '2026-03-01 00:44:00.123456+00', id: 'SM01M80F9P9K488HZ2QCH4BT385S' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  test.each(['', 'abc', Buffer.from("2026-03-01|x'; drop table messages").toString('base64url')])(
    'refuse %j',
    (text) => {
      expect(() => decodeCursor(text)).toThrow();
    },
  );
});
