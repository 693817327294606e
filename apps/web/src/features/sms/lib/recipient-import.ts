/**
 * Batch import of recipients (spec section 5): .csv/.txt through papaparse, .xls/.xlsx through SheetJS, read
 * in the browser. The first column is the phone number, the others template variables named by a header row.
 * Duplicates are dropped keeping the first — within the file and against the numbers already entered — and
 * reported, as are bad numbers; at most 10,000 recipients in all.
 */
import { MAX_RECIPIENTS } from '@beacon/shared/sms/limits';
import { isPhoneProblem, parseE164, type PhoneProblemKey } from '@beacon/shared/sms/phone';
import { isValidVariableName } from '@beacon/shared/sms/template-variables';

export const IMPORT_ACCEPT = '.csv,.txt,.xls,.xlsx';

type ImportCell = string | number | boolean | null | undefined;
export type ImportRows = ImportCell[][];

export class ImportFileError extends Error {
  constructor(readonly reason: 'unsupportedType' | 'unreadable') {
    super(reason);
    this.name = 'ImportFileError';
  }
}

function extensionOf(name: string): string {
  return name.toLowerCase().split('.').pop() ?? '';
}

/** The rows of the file's first sheet (or of the CSV/TXT), cells as the file holds them. */
export async function readImportFile(file: File): Promise<ImportRows> {
  const extension = extensionOf(file.name);
  try {
    if (extension === 'csv' || extension === 'txt') {
      const { default: Papa } = await import('papaparse');
      return Papa.parse<ImportCell[]>(await file.text(), { skipEmptyLines: 'greedy' }).data;
    }
    if (extension === 'xls' || extension === 'xlsx') {
      const XLSX = await import('@e965/xlsx');
      const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array' });
      const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
      if (!sheet) return [];
      // raw: a phone typed as a number stays its exact digits, not a display form like 1.41556E+10.
      return XLSX.utils.sheet_to_json<ImportCell[]>(sheet, {
        header: 1,
        raw: true,
        blankrows: false,
        defval: '',
      });
    }
  } catch {
    throw new ImportFileError('unreadable');
  }
  throw new ImportFileError('unsupportedType');
}

interface ImportProblem {
  /** 1-based row of the file, as a spreadsheet numbers it. */
  row: number;
  input: string;
  key: PhoneProblemKey;
}

export interface ImportResult {
  /** New numbers to add, E.164, in file order. */
  numbers: string[];
  /** Variable values of each new number, by column name (blank cells left out). */
  variables: Record<string, Record<string, string>>;
  /** Variable names of the header row. */
  columns: string[];
  /** Header cells that are not usable variable names. */
  ignoredColumns: string[];
  invalid: ImportProblem[];
  duplicatesInFile: string[];
  alreadyAdded: string[];
  /** Numbers left out because the 10,000-recipient cap was reached. */
  overLimit: number;
  /** Numbers written as bare digits (a spreadsheet drops the +) that were read as international. */
  plusAdded: number;
}

const BARE_DIGITS = /^\d{8,15}$/;

function cellText(cell: ImportCell): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? String(Math.trunc(cell)) : String(cell).trim();
}

/** A header row starts with a name (phoneNumber, Phone, 手机号), never with a digit. */
function isHeaderRow(row: ImportCell[] | undefined): boolean {
  const first = cellText(row?.[0]);
  return first !== '' && !/\d/.test(first);
}

export function interpretImportRows(
  rows: ImportRows,
  existing: ReadonlySet<string>,
  maxRecipients: number = MAX_RECIPIENTS,
): ImportResult {
  const hasHeader = isHeaderRow(rows[0]);
  const headerCells = hasHeader ? (rows[0] ?? []).slice(1).map(cellText) : [];
  const columnAt = headerCells.map((name) => (name !== '' && isValidVariableName(name) ? name : null));
  const result: ImportResult = {
    numbers: [],
    variables: {},
    columns: columnAt.filter((name): name is string => name !== null),
    ignoredColumns: headerCells.filter((name, i) => name !== '' && columnAt[i] === null),
    invalid: [],
    duplicatesInFile: [],
    alreadyAdded: [],
    overLimit: 0,
    plusAdded: 0,
  };
  const seen = new Set<string>();
  const room = Math.max(0, maxRecipients - existing.size);

  rows.forEach((row, index) => {
    if (hasHeader && index === 0) return;
    const raw = cellText(row[0]);
    if (raw === '' && row.every((cell) => cellText(cell) === '')) return;
    const withPlus = BARE_DIGITS.test(raw) ? `+${raw}` : raw;
    const parsed = parseE164(withPlus);
    if (isPhoneProblem(parsed)) {
      result.invalid.push({ row: index + 1, input: raw, key: parsed });
      return;
    }
    if (existing.has(parsed.e164)) return void result.alreadyAdded.push(parsed.e164);
    if (seen.has(parsed.e164)) return void result.duplicatesInFile.push(parsed.e164);
    seen.add(parsed.e164);
    if (result.numbers.length >= room) return void result.overLimit++;
    if (withPlus !== raw) result.plusAdded++;
    result.numbers.push(parsed.e164);
    const values: Record<string, string> = {};
    columnAt.forEach((name, i) => {
      const value = cellText(row[i + 1]);
      if (name && value !== '') values[name] = value;
    });
    if (Object.keys(values).length > 0) result.variables[parsed.e164] = values;
  });
  return result;
}
