/**
 * The numbers behind the console's counter and the server's bill: encoding, characters, units, segments and
 * the part texts, after optional smart encoding. Both sides call this with the same options and so agree.
 */
import { isGsm7Char } from './gsm7-alphabet.js';
import { replaceLookAlikes, type Replacement } from './smart-encoding.js';
import {
  SEGMENT_LIMITS,
  countUnits,
  detectEncoding,
  splitMessage,
  type SmsEncoding,
} from './split-message.js';

/**
 * - `off`: not asked for;
 * - `not-needed`: the text was GSM-7 already;
 * - `applied`: look-alikes were replaced and the message is now GSM-7;
 * - `unconvertible`: characters outside the table remain, so the text was left untouched as UCS-2;
 * - `no-saving`: the GSM-7 result would need more segments than the UCS-2 original (e.g. many "…" becoming
 *   "..."), so the text was left untouched — smart encoding exists to lower the cost, never to raise it.
 */
export type SmartEncodingOutcome = 'off' | 'not-needed' | 'applied' | 'unconvertible' | 'no-saving';

export interface AnalyzeMessageOptions {
  smartEncoding?: boolean;
}

export interface MessageAnalysis {
  /** The text that is sent: the input, or the input after smart encoding. */
  text: string;
  encoding: SmsEncoding;
  /** Unicode code points of `text` (what a person counts; an emoji is one). */
  characters: number;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units one segment holds at this length: 160/70 for a single SMS, 153/67 per part of a long one. */
  perSegment: number;
  /** Units still free in the last segment before another one is needed. */
  remainingInSegment: number;
  parts: string[];
  replacements: Replacement[];
  smartEncoding: SmartEncodingOutcome;
  /** Distinct characters that keep the sent text in UCS-2 (empty for GSM-7), for the console to point at. */
  unicodeCharacters: string[];
}

export function analyzeMessage(text: string, options: AnalyzeMessageOptions = {}): MessageAnalysis {
  const original = describe(text, [], options.smartEncoding ? 'not-needed' : 'off');
  if (!options.smartEncoding || original.encoding === 'GSM-7') return original;
  const lookAlikes = replaceLookAlikes(text);
  if (lookAlikes.unconvertible.length > 0) return { ...original, smartEncoding: 'unconvertible' };
  const converted = describe(lookAlikes.text, lookAlikes.replacements, 'applied');
  if (converted.segments > original.segments) return { ...original, smartEncoding: 'no-saving' };
  return converted;
}

function describe(
  text: string,
  replacements: Replacement[],
  smartEncoding: SmartEncodingOutcome,
): MessageAnalysis {
  const encoding = detectEncoding(text);
  const parts = splitMessage(text, encoding);
  const limits = SEGMENT_LIMITS[encoding];
  const perSegment = parts.length > 1 ? limits.part : limits.single;
  const lastPart = parts.at(-1) ?? '';
  return {
    text,
    encoding,
    characters: Array.from(text).length,
    units: countUnits(text, encoding),
    segments: parts.length,
    perSegment,
    remainingInSegment: perSegment - countUnits(lastPart, encoding),
    parts,
    replacements,
    smartEncoding,
    unicodeCharacters:
      encoding === 'UCS-2' ? [...new Set(Array.from(text).filter((c) => !isGsm7Char(c)))] : [],
  };
}
