/**
 * User data headers for concatenated SMS (3GPP TS 23.040 §9.2.3.24.1). We send the 8-bit reference form
 * (6 octets, the one the 153/67 part limits assume); we read both it and the 16-bit form from MO messages.
 */
import { CONCAT_UDH_OCTETS } from './limits.js';

const IE_CONCAT_8BIT = 0x00;
const IE_CONCAT_16BIT = 0x08;

export interface ConcatInfo {
  reference: number;
  total: number;
  sequence: number;
}

/** `05 00 03 <ref> <total> <seq>`: UDH length, IE id, IE length, then the IE data. */
export function buildConcatUdh(reference: number, total: number, sequence: number): Buffer {
  assertOctet('reference', reference, 0);
  assertOctet('total', total, 1);
  assertOctet('sequence', sequence, 1);
  if (sequence > total) throw new RangeError(`sequence ${sequence} is beyond total ${total}`);
  return Buffer.from([CONCAT_UDH_OCTETS - 1, IE_CONCAT_8BIT, 3, reference, total, sequence]);
}

/** The concatenation IE of a UDH (length octet included), or null when it has none or it is malformed. */
export function parseConcatUdh(udh: Uint8Array): ConcatInfo | null {
  const end = Math.min(udh.length, (udh[0] ?? 0) + 1);
  for (let i = 1; i + 1 < end;) {
    const [id = 0, length = 0] = udh.subarray(i, i + 2);
    const data = udh.subarray(i + 2, i + 2 + length);
    if (data.length < length) return null;
    const [a = 0, b = 0, c = 0, d = 0] = data;
    if (id === IE_CONCAT_8BIT && length === 3) return concatInfo(a, b, c);
    if (id === IE_CONCAT_16BIT && length === 4) return concatInfo((a << 8) | b, c, d);
    i += 2 + length;
  }
  return null;
}

function concatInfo(reference: number, total: number, sequence: number): ConcatInfo | null {
  return total >= 1 && sequence >= 1 && sequence <= total ? { reference, total, sequence } : null;
}

function assertOctet(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min || value > 255) {
    throw new RangeError(`${name} must be an integer from ${min} to 255, got ${value}`);
  }
}
