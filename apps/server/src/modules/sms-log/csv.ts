/**
 * The log as CSV for spreadsheet apps: UTF-8 with a BOM (so Excel reads 退订 and emoji), RFC 4180 quoting, and
 * text a spreadsheet would run as a formula (=, +, -, @ at the start) defused with a leading apostrophe —
 * except phone numbers and amounts, which are data.
 */
import type { SmsLogItem } from '@beacon/shared';

export const CSV_BOM = '\uFEFF';

const COLUMNS: readonly (keyof SmsLogItem)[] = [
  'id',
  'createdAt',
  'direction',
  'from',
  'to',
  'country',
  'type',
  'status',
  'errorCode',
  'segments',
  'encoding',
  'cost',
  'currency',
  'content',
  'updatedAt',
];

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(): string {
  return `${CSV_BOM}${COLUMNS.join(',')}\r\n`;
}

export function csvRow(item: SmsLogItem): string {
  return `${COLUMNS.map((column) => csvCell(item[column])).join(',')}\r\n`;
}
