/**
 * Reads an operator's price list, `country,currency,price` one per line (an optional header line, blank lines
 * and a UTF-8 BOM are fine). Every line is checked and every problem reported with its line number, so an
 * operator fixes the file in one pass; nothing is imported while any problem remains.
 */
import { SMS_COUNTRIES, parseDecimalToMicros } from '@beacon/shared';
import { splitCsvLine } from '../../lib/csv-line.js';
import type { PriceEntry } from './demo-prices.js';

export interface PriceCsvProblem {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export type PriceCsvResult = { ok: true; prices: PriceEntry[] } | { ok: false; problems: PriceCsvProblem[] };

const COUNTRIES = new Set<string>(SMS_COUNTRIES);
/** One million units a segment: far above any real tariff, so a misplaced decimal point is caught. */
const MAX_PRICE_MICROS = 1_000_000n * 1_000_000n;
const MAX_REPORTED_PROBLEMS = 100;

export function parsePriceCsv(text: string): PriceCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const problems: PriceCsvProblem[] = [];
  const prices: PriceEntry[] = [];
  const firstLineOf = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || problems.length >= MAX_REPORTED_PROBLEMS) return;
    const fields = splitCsvLine(raw);
    if (!fields) return void problems.push({ line, message: 'unterminated quoted field' });
    if (index === 0 && fields.map((f) => f.toLowerCase()).join(',') === 'country,currency,price') return;
    if (fields.length !== 3) {
      return void problems.push({
        line,
        message: `expected 3 fields (country,currency,price), found ${fields.length}`,
      });
    }
    const [country = '', currency = '', price = ''] = fields;
    const lineProblems: string[] = [];
    if (!COUNTRIES.has(country.toUpperCase())) lineProblems.push(`unknown country "${country}"`);
    if (!/^[A-Za-z]{3}$/.test(currency)) lineProblems.push(`currency "${currency}" is not a 3-letter code`);
    const micros = parseDecimalToMicros(price);
    if (micros === null) lineProblems.push(`price "${price}" is not a decimal with at most 6 decimals`);
    else if (micros <= 0n) lineProblems.push(`price "${price}" must be greater than 0`);
    else if (micros > MAX_PRICE_MICROS) lineProblems.push(`price "${price}" is implausibly high`);
    const key = `${country.toUpperCase()}/${currency.toUpperCase()}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) lineProblems.push(`${key} is already priced on line ${earlier}`);
    if (lineProblems.length > 0) return void problems.push({ line, message: lineProblems.join('; ') });
    firstLineOf.set(key, line);
    prices.push({ country: country.toUpperCase(), currency: currency.toUpperCase(), priceMicros: micros! });
  });
  if (problems.length > 0) return { ok: false, problems };
  if (prices.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no prices' }] };
  return { ok: true, prices };
}
