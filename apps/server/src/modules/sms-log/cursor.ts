/**
 * Keyset cursors of the log: the (created_at, id) of the last row of a page, opaque to the console. The time
 * is PostgreSQL's own text of the timestamp, so the next page starts exactly after that row.
 */
import { fieldError } from '../../lib/field-error.js';

export interface LogCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: LogCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): LogCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const match =
    /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|(SM[0-9A-Z]{26})$/.exec(
      decoded,
    );
  if (!match) throw fieldError(['cursor'], 'logCursorInvalid');
  return { createdAt: match[1]!, id: match[2]! };
}
