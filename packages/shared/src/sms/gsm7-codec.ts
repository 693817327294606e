/**
 * GSM-7 as SMPP `data_coding` 0 usually carries it: unpacked, one septet value per octet, with 0x1B before
 * each extension character. The SMSC packs septets for the air interface; we never do.
 */
import { GSM7_ESCAPE, gsm7BasicChar, gsm7ExtensionChar, gsm7Septets } from './gsm7-alphabet.js';

/** Throws on a character outside GSM 03.38: sending '?' in its place would be a silent data loss. */
export function encodeGsm7Unpacked(text: string): Buffer {
  const septets: number[] = [];
  for (const char of text) {
    const encoded = gsm7Septets(char);
    if (encoded === undefined) throw new RangeError(`Character ${JSON.stringify(char)} is not in GSM 03.38`);
    septets.push(...encoded);
  }
  return Buffer.from(septets);
}

/**
 * Receipts and MO messages come from carriers we do not control, so decoding never throws: per TS 23.038 an
 * escape before an unassigned code shows the default-alphabet character, a trailing escape is dropped, and an
 * octet above 0x7F (not a septet) becomes U+FFFD.
 */
export function decodeGsm7Unpacked(bytes: Uint8Array): string {
  let text = '';
  let escaped = false;
  for (const septet of bytes) {
    if (escaped) {
      text += gsm7ExtensionChar(septet) ?? gsm7BasicChar(septet) ?? '\ufffd';
      escaped = false;
    } else if (septet === GSM7_ESCAPE) {
      escaped = true;
    } else {
      text += gsm7BasicChar(septet) ?? '\ufffd';
    }
  }
  return text;
}
