import { describe, expect, test } from 'vitest';
import { analyzeMessage } from './analyze-message.js';

describe('analysing a message', () => {
  test.each([
    ['', 'GSM-7', 0, 0, 0, 160, 160],
    ['Hello', 'GSM-7', 5, 5, 1, 160, 155],
    ['a'.repeat(160), 'GSM-7', 160, 160, 1, 160, 0],
    ['a'.repeat(161), 'GSM-7', 161, 161, 2, 153, 145],
    ['a'.repeat(306), 'GSM-7', 306, 306, 2, 153, 0],
    ['a'.repeat(307), 'GSM-7', 307, 307, 3, 153, 152],
    ['Price: 5€', 'GSM-7', 9, 10, 1, 160, 150],
    ['你好', 'UCS-2', 2, 2, 1, 70, 68],
    ['你'.repeat(70), 'UCS-2', 70, 70, 1, 70, 0],
    ['你'.repeat(71), 'UCS-2', 71, 71, 2, 67, 63],
    ['Hi 😀', 'UCS-2', 4, 5, 1, 70, 65],
  ])(
    '%j: %s, %i characters, %i units, %i segments of %i, %i left',
    (text, encoding, characters, units, segments, perSegment, remaining) => {
      expect(analyzeMessage(text)).toMatchObject({
        encoding,
        characters,
        units,
        segments,
        perSegment,
        remainingInSegment: remaining,
        smartEncoding: 'off',
      });
    },
  );

  test('the remaining count follows the real last part, after a part closed early for an escape', () => {
    const analysis = analyzeMessage('a'.repeat(152) + '€' + 'a'.repeat(10));
    expect(analysis.parts.map((part) => part.length)).toEqual([152, 11]);
    expect(analysis.remainingInSegment).toBe(153 - 12);
  });

  test('without smart encoding, curly quotes make it UCS-2 and are pointed out', () => {
    const analysis = analyzeMessage('It’s “fine”');
    expect(analysis).toMatchObject({ encoding: 'UCS-2', text: 'It’s “fine”', replacements: [] });
    expect(analysis.unicodeCharacters).toEqual(['’', '“', '”']);
  });

  test('smart encoding turns curly quotes into straight ones and the message stays GSM-7', () => {
    const analysis = analyzeMessage('It’s “fine”', { smartEncoding: true });
    expect(analysis).toMatchObject({
      encoding: 'GSM-7',
      text: 'It\'s "fine"',
      parts: ['It\'s "fine"'],
      smartEncoding: 'applied',
      unicodeCharacters: [],
    });
    expect(analysis.replacements).toEqual([
      { from: '’', to: "'", index: 2 },
      { from: '“', to: '"', index: 5 },
      { from: '”', to: '"', index: 10 },
    ]);
  });

  test('smart encoding saves segments on a long message', () => {
    const text = 'Don’t miss our sale — '.repeat(5);
    expect(analyzeMessage(text).segments).toBe(2);
    expect(analyzeMessage(text, { smartEncoding: true })).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  test('when anything cannot become GSM-7, smart encoding leaves the text untouched and says so', () => {
    const analysis = analyzeMessage('【Beacon】验证码 “123456”', { smartEncoding: true });
    expect(analysis).toMatchObject({
      encoding: 'UCS-2',
      text: '【Beacon】验证码 “123456”',
      replacements: [],
      smartEncoding: 'unconvertible',
    });
  });

  test('smart encoding is refused when the GSM-7 result would cost more segments', () => {
    const text = '…'.repeat(70);
    expect(analyzeMessage(text, { smartEncoding: true })).toMatchObject({
      encoding: 'UCS-2',
      text,
      segments: 1,
      smartEncoding: 'no-saving',
    });
  });

  test('a GSM-7 text needs no smart encoding', () => {
    expect(analyzeMessage('Plain "text"', { smartEncoding: true })).toMatchObject({
      encoding: 'GSM-7',
      smartEncoding: 'not-needed',
      replacements: [],
    });
  });
});
