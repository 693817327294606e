/**
 * Text of a received short message from its octets and SMPP `data_coding`. The byte codecs are the shared
 * ones (the same tables the console counts with); this module only picks one from the data coding.
 */
import { decodeGsm7Unpacked, decodeUcs2 } from '@beacon/shared/sms/smpp';

/**
 * SMPP 3.4 §5.2.19 values 0x00–0x0E name a character set; above that the byte is a GSM 03.38 data coding
 * scheme (TS 23.038 §4) whose alphabet bits we read: general group 00xx (bits 3–2), message-class group
 * 0xF_ (bit 2), message-waiting groups 0xC_/0xD_ (GSM-7) and 0xE_ (UCS-2). 8-bit data has no text: it is
 * shown as Latin-1 rather than dropped, which is what an operator reading the log expects.
 */
export function decodeMessageText(dataCoding: number, bytes: Uint8Array): string {
  switch (alphabetOf(dataCoding)) {
    case 'gsm7':
      return decodeGsm7Unpacked(bytes);
    case 'ucs2':
      return decodeUcs2(bytes);
    case 'ascii':
      return Buffer.from(bytes).toString('ascii');
    case 'latin1':
      return Buffer.from(bytes).toString('latin1');
  }
}

type Alphabet = 'gsm7' | 'ucs2' | 'ascii' | 'latin1';

function alphabetOf(dataCoding: number): Alphabet {
  if (dataCoding === 0x00) return 'gsm7';
  if (dataCoding === 0x01) return 'ascii';
  if (dataCoding === 0x08) return 'ucs2';
  if (dataCoding <= 0x0e) return 'latin1';
  if ((dataCoding & 0xc0) === 0x00)
    return ['gsm7', 'latin1', 'ucs2', 'latin1'][(dataCoding >> 2) & 0x03] as Alphabet;
  if ((dataCoding & 0xf0) === 0xf0) return dataCoding & 0x04 ? 'latin1' : 'gsm7';
  if ((dataCoding & 0xf0) === 0xe0) return 'ucs2';
  if ((dataCoding & 0xe0) === 0xc0) return 'gsm7';
  return 'latin1';
}
