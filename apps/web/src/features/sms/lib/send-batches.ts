/**
 * One send call takes one set of variables for all its recipients (docs/sms-console-api.md), while an
 * imported file may give each number its own. Recipients whose values agree share a call; the form's own
 * inputs fill what a file row leaves blank.
 */
export interface RecipientBatch {
  to: string[];
  variables: Record<string, string>;
}

export function groupRecipientsByVariables(
  recipients: readonly string[],
  names: readonly string[],
  shared: Readonly<Record<string, string | undefined>>,
  perRecipient: Readonly<Record<string, Readonly<Record<string, string>>>>,
): RecipientBatch[] {
  const batches = new Map<string, RecipientBatch>();
  for (const to of recipients) {
    const variables: Record<string, string> = {};
    for (const name of names) {
      const value = perRecipient[to]?.[name] ?? shared[name]?.trim();
      if (value) variables[name] = value;
    }
    const key = JSON.stringify(names.map((name) => variables[name] ?? null));
    const batch = batches.get(key);
    if (batch) batch.to.push(to);
    else batches.set(key, { to: [to], variables });
  }
  return [...batches.values()];
}

/** Variables some recipient has no value for, with how many recipients lack each. */
export function findMissingVariables(batches: readonly RecipientBatch[], names: readonly string[]): string[] {
  return names.filter((name) => batches.some((batch) => !batch.variables[name]));
}
