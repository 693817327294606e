import { describe, expect, test } from 'vitest';
import { buildConcatUdh, parseConcatUdh } from './udh.js';

describe('concatenation UDH', () => {
  test.each([
    [0, 2, 1, '050003000201'],
    [42, 3, 3, '0500032a0303'],
    [255, 255, 255, '050003ffffff'],
  ])('reference %i, part %i of %i… is 050003<ref><total><seq>', (reference, total, sequence, hex) => {
    const udh = buildConcatUdh(reference, total, sequence);
    expect(udh.toString('hex')).toBe(hex);
    expect(parseConcatUdh(udh)).toEqual({ reference, total, sequence });
  });

  test.each([
    [256, 2, 1],
    [-1, 2, 1],
    [1, 0, 1],
    [1, 256, 1],
    [1, 2, 0],
    [1, 2, 3],
    [1.5, 2, 1],
  ])('reference %d, total %d, sequence %d is refused', (reference, total, sequence) => {
    expect(() => buildConcatUdh(reference, total, sequence)).toThrow(RangeError);
  });

  test.each([
    ['the 16-bit reference form', '060804123403 02', { reference: 0x1234, total: 3, sequence: 2 }],
    [
      'a concatenation IE after another IE',
      '0a 0504 1581 0000 0003 07 0201',
      { reference: 7, total: 2, sequence: 1 },
    ],
    ['no concatenation IE', '04 0502 1581', null],
    ['a truncated IE', '05 0003 07', null],
    ['a sequence beyond the total', '05 0003 07 02 03', null],
    ['an empty header', '', null],
  ])('reads %s', (_name, hex, expected) => {
    expect(parseConcatUdh(Buffer.from(hex.replace(/ /g, ''), 'hex'))).toEqual(expected);
  });
});
