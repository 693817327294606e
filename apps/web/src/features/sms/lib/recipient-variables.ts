/**
 * The variables of a send as one call carries them (docs/sms-console-api.md): the form's values shared by
 * every recipient, and each recipient's own from an imported file, which win over the shared ones. The server
 * renders each message from its own values, so a personalised file is still one batch and one debit.
 */
import { mergeRecipientVariables } from '@beacon/shared/validation/send-variables';

export type RecipientVariables = Record<string, Record<string, string>>;

/** The form's values of the text's variables, trimmed; blank ones are left out. */
export function pickSharedVariables(
  names: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = values[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * The file's values of the text's variables for the numbers still in the list: the server refuses values for
 * a number that is not a recipient, and a column the text does not use would only make the call bigger.
 */
export function pickRecipientVariables(
  recipients: readonly string[],
  names: readonly string[],
  fromFile: Readonly<RecipientVariables>,
): RecipientVariables {
  const picked: RecipientVariables = {};
  for (const to of recipients) {
    const row = fromFile[to];
    if (!row) continue;
    const values = pickSharedVariables(names, row);
    if (Object.keys(values).length > 0) picked[to] = values;
  }
  return picked;
}

/** Variables some recipient would get no value for, neither its own nor the shared one. */
export function findMissingVariables(
  recipients: readonly string[],
  names: readonly string[],
  shared: Readonly<Record<string, string>>,
  perRecipient: Readonly<RecipientVariables>,
): string[] {
  return names.filter((name) =>
    recipients.some((to) => !mergeRecipientVariables(shared, perRecipient[to])[name]?.trim()),
  );
}
