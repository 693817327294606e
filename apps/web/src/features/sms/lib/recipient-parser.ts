/**
 * The recipient box is parsed once per text: the debounced display and the form's validator ask the same
 * memo, so a 10,000-number list is not parsed twice on submit.
 */
import { parseRecipientList, type RecipientList } from '@beacon/shared/sms/recipients';

export function createRecipientParser(): (text: string) => RecipientList {
  let lastText: string | undefined;
  let lastList: RecipientList | undefined;
  return (text) => {
    if (text !== lastText || !lastList) {
      lastList = parseRecipientList(text);
      lastText = text;
    }
    return lastList;
  };
}

/** Recipients per destination country, for the cost estimate. */
export function countByCountry(list: RecipientList): Map<string, number> {
  const counts = new Map<string, number>();
  for (const recipient of list.recipients)
    counts.set(recipient.country, (counts.get(recipient.country) ?? 0) + 1);
  return counts;
}

/** The box's text without the entries at `indexes`, one number per line. */
export function withoutEntries(entries: readonly string[], indexes: ReadonlySet<number>): string {
  return entries.filter((_, index) => !indexes.has(index)).join('\n');
}
