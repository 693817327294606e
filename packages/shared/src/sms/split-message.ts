/**
 * Cuts a message into the texts of its SMS parts. The console's counter and the server's SMPP submit both
 * use this one function, so the parts a user is charged for are exactly the parts that go out. A part ends
 * before a character that would not fit whole: an extension character never leaves its escape behind, and
 * a surrogate pair is never cut in two.
 */
import { gsm7SeptetCount, isGsm7Text } from './gsm7-alphabet.js';
import { GSM7_PART_SEPTETS, GSM7_SINGLE_SEPTETS, UCS2_PART_UNITS, UCS2_SINGLE_UNITS } from './limits.js';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SEGMENT_LIMITS: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  'GSM-7': { single: GSM7_SINGLE_SEPTETS, part: GSM7_PART_SEPTETS },
  'UCS-2': { single: UCS2_SINGLE_UNITS, part: UCS2_PART_UNITS },
};

/** GSM-7 when every character is in the GSM 03.38 tables, UCS-2 otherwise. */
export function detectEncoding(text: string): SmsEncoding {
  return isGsm7Text(text) ? 'GSM-7' : 'UCS-2';
}

/** What one character costs: septets in GSM-7, UTF-16 code units in UCS-2 (2 outside the BMP). */
export function characterUnits(char: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return char.length;
  const septets = gsm7SeptetCount(char);
  if (septets === undefined) throw new RangeError(`Character U+${codePointHex(char)} is not in GSM 03.38`);
  return septets;
}

/** Septets (GSM-7) or UTF-16 code units (UCS-2) the whole text costs. */
export function countUnits(text: string, encoding: SmsEncoding = detectEncoding(text)): number {
  let units = 0;
  for (const char of text) units += characterUnits(char, encoding);
  return units;
}

/**
 * The texts of the parts: one part up to 160 septets / 70 units, otherwise parts of at most 153 / 67.
 * An empty text has no parts. Throws when `encoding` is GSM-7 and the text is not.
 */
export function splitMessage(text: string, encoding: SmsEncoding = detectEncoding(text)): string[] {
  if (text === '') return [];
  const limits = SEGMENT_LIMITS[encoding];
  if (countUnits(text, encoding) <= limits.single) return [text];
  const parts: string[] = [];
  let part = '';
  let partUnits = 0;
  for (const char of text) {
    const units = characterUnits(char, encoding);
    if (partUnits + units > limits.part) {
      parts.push(part);
      part = '';
      partUnits = 0;
    }
    part += char;
    partUnits += units;
  }
  parts.push(part);
  return parts;
}

function codePointHex(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
