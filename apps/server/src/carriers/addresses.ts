/**
 * SMPP addresses ↔ our notation. International numbers travel as digits with TON 1 (international) /
 * NPI 1 (E.164), alphanumeric sender ids as TON 5 / NPI 0, other digit strings (short codes, national
 * numbers) as TON 0 / NPI 1. Coming back, TON 1 gets its `+` again so numbers compare in E.164.
 */
import { CarrierError } from './errors.js';

const TON = { UNKNOWN: 0, INTERNATIONAL: 1, ALPHANUMERIC: 5 } as const;
const NPI = { UNKNOWN: 0, ISDN: 1 } as const;

export interface SmppAddress {
  ton: number;
  npi: number;
  addr: string;
}

/** source_addr / destination_addr hold at most 20 characters (C-Octet of 21, SMPP 3.4 §5.2.8). */
const MAX_ALPHANUMERIC_LENGTH = 11;

export function toSmppAddress(value: string, field: 'from' | 'to'): SmppAddress {
  if (/^\+\d{1,15}$/.test(value)) return { ton: TON.INTERNATIONAL, npi: NPI.ISDN, addr: value.slice(1) };
  if (/^\d{1,20}$/.test(value)) return { ton: TON.UNKNOWN, npi: NPI.ISDN, addr: value };
  if (field === 'from' && /^[\x20-\x7e]+$/.test(value) && value.length <= MAX_ALPHANUMERIC_LENGTH) {
    return { ton: TON.ALPHANUMERIC, npi: NPI.UNKNOWN, addr: value };
  }
  const limit = field === 'from' ? `or up to ${MAX_ALPHANUMERIC_LENGTH} ASCII characters` : '';
  throw new CarrierError('invalid', `"${value}" is not a valid ${field} address (E.164, digits ${limit})`);
}

export function fromSmppAddress(ton: unknown, addr: unknown): string {
  const text = typeof addr === 'string' ? addr : '';
  if (ton === TON.INTERNATIONAL && /^\d+$/.test(text)) return `+${text}`;
  return text;
}
