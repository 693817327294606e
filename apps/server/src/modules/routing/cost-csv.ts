/**
 * Reads an operator's carrier cost list, `carrier,country,currency,cost` per segment, one per line (an
 * optional header line, blank lines and a UTF-8 BOM are fine; `*` as the country is the carrier's cost for
 * countries without a line of their own). Every line is checked against the known carriers and every problem
 * reported with its line number; nothing is imported while any problem remains.
 */
import { SMS_COUNTRIES, parseDecimalToMicros } from '@beacon/shared';
import { splitCsvLine } from '../../lib/csv-line.js';
import type { CostRow } from './routing-repo.js';

export interface CostCsvProblem {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export type CostCsvResult = { ok: true; costs: CostRow[] } | { ok: false; problems: CostCsvProblem[] };

const COUNTRIES = new Set<string>(SMS_COUNTRIES);
/** A thousand units a segment: far above any carrier's tariff, so a misplaced decimal point is caught. */
const MAX_COST_MICROS = 1_000n * 1_000_000n;
const MAX_REPORTED_PROBLEMS = 100;
const HEADER = 'carrier,country,currency,cost';

export function parseCostCsv(text: string, knownCarriers: ReadonlySet<string>): CostCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const problems: CostCsvProblem[] = [];
  const costs: CostRow[] = [];
  const firstLineOf = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || problems.length >= MAX_REPORTED_PROBLEMS) return;
    const fields = splitCsvLine(raw);
    if (!fields) return void problems.push({ line, message: 'unterminated quoted field' });
    if (index === 0 && fields.map((f) => f.toLowerCase()).join(',') === HEADER) return;
    if (fields.length !== 4) {
      return void problems.push({ line, message: `expected 4 fields (${HEADER}), found ${fields.length}` });
    }
    const [carrier = '', rawCountry = '', rawCurrency = '', cost = ''] = fields;
    const country = rawCountry.toUpperCase();
    const currency = rawCurrency.toUpperCase();
    const lineProblems: string[] = [];
    if (!knownCarriers.has(carrier))
      lineProblems.push(`unknown carrier "${carrier}" (add it with carrier:add)`);
    if (country !== '*' && !COUNTRIES.has(country)) lineProblems.push(`unknown country "${rawCountry}"`);
    if (!/^[A-Z]{3}$/.test(currency)) lineProblems.push(`currency "${rawCurrency}" is not a 3-letter code`);
    const micros = parseDecimalToMicros(cost);
    if (micros === null) lineProblems.push(`cost "${cost}" is not a decimal with at most 6 decimals`);
    else if (micros < 0n) lineProblems.push(`cost "${cost}" must not be negative`);
    else if (micros > MAX_COST_MICROS) lineProblems.push(`cost "${cost}" is implausibly high`);
    const key = `${carrier}/${country}/${currency}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) lineProblems.push(`${key} already has a cost on line ${earlier}`);
    if (lineProblems.length > 0) return void problems.push({ line, message: lineProblems.join('; ') });
    firstLineOf.set(key, line);
    costs.push({ carrier, country, currency, costMicros: micros! });
  });
  if (problems.length > 0) return { ok: false, problems };
  if (costs.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no costs' }] };
  return { ok: true, costs };
}
