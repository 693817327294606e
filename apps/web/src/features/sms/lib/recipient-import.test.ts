import { describe, expect, test } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { interpretImportRows, readImportFile } from './recipient-import';

const NONE = new Set<string>();

describe('reading an import file', () => {
  test('a CSV keeps its rows and cells', async () => {
    const file = new File(
      ['phoneNumber,name\r\n+14155550100,Ada\r\n\r\n+14155550101,"Lin, Bo"\r\n'],
      'a.csv',
    );
    expect(await readImportFile(file)).toEqual([
      ['phoneNumber', 'name'],
      ['+14155550100', 'Ada'],
      ['+14155550101', 'Lin, Bo'],
    ]);
  });

  test('a TXT is one number per line', async () => {
    const file = new File(['+14155550100\n+14155550101\n'], 'numbers.txt');
    expect(await readImportFile(file)).toEqual([['+14155550100'], ['+14155550101']]);
  });

  test('an XLSX is read from its first sheet, numbers typed as numbers keep their digits', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['phoneNumber', 'code'],
      [14155550100, 1234],
      ['+447400123456', 'x'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Numbers');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const rows = await readImportFile(new File([bytes], 'list.xlsx'));
    const result = interpretImportRows(rows, NONE);
    expect(result.numbers).toEqual(['+14155550100', '+447400123456']);
    expect(result.variables['+14155550100']).toEqual({ code: '1234' });
    expect(result.plusAdded).toBe(1);
  });

  test('other files are refused', async () => {
    await expect(readImportFile(new File(['x'], 'photo.png'))).rejects.toMatchObject({
      reason: 'unsupportedType',
    });
  });
});

describe('interpreting the rows', () => {
  test('duplicates are dropped keeping the first, bad numbers reported with their row', () => {
    const result = interpretImportRows(
      [
        ['phoneNumber', 'name', 'first name'],
        ['+14155550100', 'Ada', 'x'],
        ['+14155550101', 'Bo', ''],
        ['+14155550100', 'Again', ''],
        ['12', 'Bad', ''],
        ['', '', ''],
        ['+14155550102', '', ''],
      ],
      NONE,
    );
    expect(result.numbers).toEqual(['+14155550100', '+14155550101', '+14155550102']);
    expect(result.duplicatesInFile).toEqual(['+14155550100']);
    expect(result.invalid).toEqual([{ row: 5, input: '12', key: 'phoneInvalid' }]);
    expect(result.columns).toEqual(['name']);
    expect(result.ignoredColumns).toEqual(['first name']);
    expect(result.variables).toEqual({ '+14155550100': { name: 'Ada' }, '+14155550101': { name: 'Bo' } });
  });

  test('numbers already in the box are not added again', () => {
    const result = interpretImportRows([['+14155550100'], ['+14155550101']], new Set(['+14155550100']));
    expect(result.numbers).toEqual(['+14155550101']);
    expect(result.alreadyAdded).toEqual(['+14155550100']);
  });

  test.each([
    [0, 10_000, 0],
    [1, 9_999, 1],
    [9_999, 1, 9_999],
  ])('with %i already entered, %i of a 10,000-row file fit under the cap', (existing, added, left) => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`+1415${String(5_550_000 + i)}`]);
    const entered = new Set(Array.from({ length: existing }, (_, i) => `+1212${String(5_550_000 + i)}`));
    const result = interpretImportRows(rows, entered);
    expect(result.numbers).toHaveLength(added);
    expect(result.overLimit).toBe(left);
  });
});
