import { describe, expect, test } from 'vitest';
import { decodeGsm7Unpacked } from './gsm7-codec.js';
import { decodeUcs2 } from './ucs2-codec.js';
import { buildSmppParts } from './smpp-parts.js';
import { SMS_OCTETS } from './limits.js';

/** Octets a part takes on the air interface once the SMSC packs GSM-7 septets (UDH padded to a septet). */
function airOctets(part: { udh?: Buffer; message: Buffer }, dataCoding: number): number {
  const udhOctets = part.udh?.length ?? 0;
  if (dataCoding === 8) return udhOctets + part.message.length;
  const udhSeptets = Math.ceil((udhOctets * 8) / 7);
  return Math.ceil(((udhSeptets + part.message.length) * 7) / 8);
}

describe('SMPP parts', () => {
  test.each([
    ['160 GSM characters', 'a'.repeat(160), 0, [160]],
    ['161 GSM characters', 'a'.repeat(161), 0, [153, 8]],
    ['307 GSM characters', 'a'.repeat(307), 0, [153, 153, 1]],
    ['an extension character at the boundary', 'a'.repeat(152) + '€' + 'a'.repeat(10), 0, [152, 12]],
    ['70 UCS-2 characters', '你'.repeat(70), 8, [140]],
    ['71 UCS-2 characters', '你'.repeat(71), 8, [134, 8]],
    ['an emoji at the boundary', '你'.repeat(66) + '😀' + '你'.repeat(5), 8, [132, 14]],
  ])(
    '%s: data_coding %i, message octets %j, each part within 140 octets',
    (_name, text, dataCoding, octets) => {
      const submission = buildSmppParts(text, { reference: 7 });
      expect(submission.dataCoding).toBe(dataCoding);
      expect(submission.parts.map((part) => part.message.length)).toEqual(octets);
      for (const part of submission.parts)
        expect(airOctets(part, dataCoding)).toBeLessThanOrEqual(SMS_OCTETS);
      const decode = dataCoding === 0 ? decodeGsm7Unpacked : decodeUcs2;
      expect(submission.parts.map((part) => decode(part.message))).toEqual(submission.analysis.parts);
      expect(submission.parts.map((part) => decode(part.message)).join('')).toBe(text);
    },
  );

  test('a single part has no UDH; the parts of a long one carry reference, total and sequence', () => {
    expect(buildSmppParts('Hello', { reference: 7 }).parts[0]?.udh).toBeUndefined();
    const udhs = buildSmppParts('a'.repeat(307), { reference: 7 }).parts.map((part) =>
      part.udh?.toString('hex'),
    );
    expect(udhs).toEqual(['050003070301', '050003070302', '050003070303']);
  });

  test('what goes out is the smart-encoded text when smart encoding is on', () => {
    const submission = buildSmppParts('It’s fine', { reference: 1, smartEncoding: true });
    expect(submission.dataCoding).toBe(0);
    expect(decodeGsm7Unpacked(submission.parts[0]!.message)).toBe("It's fine");
  });
});
