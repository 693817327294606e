/**
 * The recipient box of the console's send form (spec section 5): numbers separated by commas or new lines,
 * each checked on its own so the form can mark the bad ones, duplicates reported after their first
 * occurrence, at most 10,000 recipients. The server runs the same parse on what the form submitted.
 */
import { MAX_RECIPIENTS } from './limits.js';
import type { ValidationKey } from '../i18n/texts.js';
import { isPhoneProblem, parseE164, type PhoneNumber, type PhoneProblemKey } from './phone.js';

export interface RecipientProblem {
  /** Position among the entries (0-based), blank lines not counted. */
  index: number;
  input: string;
  key: PhoneProblemKey | 'phoneDuplicate';
}

export interface RecipientList {
  /** Valid numbers, first occurrences only, in the order entered. */
  recipients: PhoneNumber[];
  problems: RecipientProblem[];
  /** A problem of the list as a whole: nothing entered, or more than 10,000 recipients. */
  listProblem: Extract<ValidationKey, 'recipientsRequired' | 'recipientsTooMany'> | null;
}

/**
 * Blank lines and one comma ending a line are layout, not entries, so pasting a column or "a,\nb,\n" works;
 * an empty place between two commas is an entry and is reported. The full-width comma that Chinese input
 * methods type is a separator too.
 */
export function splitRecipientInput(input: string): string[] {
  return input
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/[,，]$/, ''))
    .filter((line) => line.trim() !== '')
    .flatMap((line) => line.split(/[,，]/).map((entry) => entry.trim()));
}

/** The console's recipient box: split, then checked entry by entry. */
export function parseRecipientList(input: string): RecipientList {
  return parseRecipientEntries(splitRecipientInput(input));
}

/**
 * Already-separated entries, as the send API's `to` array or an import file's column brings them. Callers
 * that drop duplicates silently (batch import) ignore the `phoneDuplicate` problems.
 */
export function parseRecipientEntries(entries: readonly string[]): RecipientList {
  const recipients: PhoneNumber[] = [];
  const problems: RecipientProblem[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const parsed = parseE164(entry);
    if (isPhoneProblem(parsed)) problems.push({ index, input: entry, key: parsed });
    else if (seen.has(parsed.e164)) problems.push({ index, input: entry, key: 'phoneDuplicate' });
    else {
      seen.add(parsed.e164);
      recipients.push(parsed);
    }
  });
  return { recipients, problems, listProblem: findListProblem(entries.length, recipients.length) };
}

/** The cap counts the distinct valid numbers — what would be sent and billed — not mistakes awaiting repair. */
function findListProblem(entries: number, recipients: number): RecipientList['listProblem'] {
  if (entries === 0) return 'recipientsRequired';
  return recipients > MAX_RECIPIENTS ? 'recipientsTooMany' : null;
}
