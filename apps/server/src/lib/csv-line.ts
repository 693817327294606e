/** One line of an operator's CSV file (prices, carrier costs). */

/** Splits one CSV line; fields may be double-quoted ("" inside quotes is a quote). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (char === ',') {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  if (quoted) return null;
  fields.push(current.trim());
  return fields;
}
