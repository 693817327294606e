import { describe, expect, test } from 'vitest';
import { countUnits, detectEncoding, splitMessage } from './split-message.js';

const GSM = 'a';
const HAN = '你';
const EMOJI = '😀';

describe('splitting a message into parts', () => {
  test.each([
    ['0 GSM characters', '', 'GSM-7', []],
    ['160 GSM characters', GSM.repeat(160), 'GSM-7', [160]],
    ['161 GSM characters', GSM.repeat(161), 'GSM-7', [153, 8]],
    ['153×2 GSM characters', GSM.repeat(306), 'GSM-7', [153, 153]],
    ['307 GSM characters', GSM.repeat(307), 'GSM-7', [153, 153, 1]],
    ['70 UCS-2 characters', HAN.repeat(70), 'UCS-2', [70]],
    ['71 UCS-2 characters', HAN.repeat(71), 'UCS-2', [67, 4]],
    ['67×2 UCS-2 characters', HAN.repeat(134), 'UCS-2', [67, 67]],
    ['67×2+1 UCS-2 characters', HAN.repeat(135), 'UCS-2', [67, 67, 1]],
    ['158 GSM + € (160 septets)', GSM.repeat(158) + '€', 'GSM-7', [160]],
    ['159 GSM + € (161 septets)', GSM.repeat(159) + '€', 'GSM-7', [153, 8]],
    ['68 UCS-2 + emoji (70 units)', HAN.repeat(68) + EMOJI, 'UCS-2', [70]],
    ['69 UCS-2 + emoji (71 units)', HAN.repeat(69) + EMOJI, 'UCS-2', [67, 4]],
  ])('%s gives parts of %j units', (_name, text, encoding, partUnits) => {
    expect(detectEncoding(text)).toBe(encoding);
    const parts = splitMessage(text);
    expect(parts.map((part) => countUnits(part, detectEncoding(text)))).toEqual(partUnits);
    expect(parts.join('')).toBe(text);
  });

  test.each(['€', '[', '\\', '^', '{', '}', '~', ']', '|', '\f'])(
    'the extension character %j at a part boundary moves to the next part with its escape',
    (char) => {
      const text = GSM.repeat(152) + char + GSM.repeat(10);
      const parts = splitMessage(text);
      expect(parts).toEqual([GSM.repeat(152), char + GSM.repeat(10)]);
      expect(countUnits(parts[0]!, 'GSM-7')).toBe(152);
    },
  );

  test('an emoji at a UCS-2 part boundary moves whole to the next part', () => {
    const parts = splitMessage(HAN.repeat(66) + EMOJI + HAN.repeat(5));
    expect(parts).toEqual([HAN.repeat(66), EMOJI + HAN.repeat(5)]);
    for (const part of parts) expect(part).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });

  test('an emoji that fits exactly ends its part', () => {
    expect(splitMessage(HAN.repeat(65) + EMOJI + HAN.repeat(5))).toEqual([
      HAN.repeat(65) + EMOJI,
      HAN.repeat(5),
    ]);
  });

  test('extension characters cost two septets, emoji two UTF-16 units', () => {
    expect(countUnits('a€', 'GSM-7')).toBe(3);
    expect(countUnits('a😀', 'UCS-2')).toBe(3);
  });

  test('one non-GSM character makes the whole message UCS-2', () => {
    expect(detectEncoding('Hello world ’')).toBe('UCS-2');
    expect(splitMessage(GSM.repeat(69) + '’')).toHaveLength(1);
  });

  test('forcing GSM-7 on text it cannot carry is an error, not a silent substitution', () => {
    expect(() => splitMessage('你好', 'GSM-7')).toThrow(RangeError);
  });
});
