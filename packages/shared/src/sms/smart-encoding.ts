/** Replaces look-alike characters so a message can stay GSM-7 (see `smart-encoding-table.ts`). */
import { isGsm7Char } from './gsm7-alphabet.js';
import { SMART_ENCODING_TABLE } from './smart-encoding-table.js';

export interface Replacement {
  from: string;
  to: string;
  /** UTF-16 offset of `from` in the original text, so the console can highlight it. */
  index: number;
}

export interface LookAlikeResult {
  text: string;
  replacements: Replacement[];
  /** Distinct characters that are neither GSM-7 nor in the table: while any remain, the message is UCS-2. */
  unconvertible: string[];
}

/** The text with every look-alike replaced, and what could not be replaced. */
export function replaceLookAlikes(text: string): LookAlikeResult {
  let result = '';
  const replacements: Replacement[] = [];
  const unconvertible = new Set<string>();
  let index = 0;
  for (const char of text) {
    const replacement = isGsm7Char(char) ? undefined : SMART_ENCODING_TABLE.get(char);
    if (replacement !== undefined) {
      replacements.push({ from: char, to: replacement, index });
      result += replacement;
    } else {
      if (!isGsm7Char(char)) unconvertible.add(char);
      result += char;
    }
    index += char.length;
  }
  return { text: result, replacements, unconvertible: [...unconvertible] };
}
