/**
 * The other ways an SMSC may write the message id it gave us in submit_sm_resp when it sends the receipt.
 * SMPP 3.4 leaves the id's format to the SMSC, and implementations differ between the two PDUs: a hex id
 * answered to submit_sm comes back in decimal in the receipt (or the reverse — Kannel's `msg-id-type` exists
 * for exactly this), leading zeros of a fixed-width id are dropped or added, hex letters change case.
 *
 * The forms are computed here, once per receipt, so the engine can look them up as plain values in its
 * `carrier_ids` index (no per-row conversion in SQL). They are only tried after the id as reported matched
 * nothing, and only among the messages of the receipt's own carrier, so a form that happens to equal another
 * message's id needs that carrier to use both formats at once.
 */

/**
 * Fixed widths SMSCs pad ids to: 32- and 64-bit numbers in hex (8, 16) and decimal (10, 20), and 12.
 * Padding to every width would multiply the look-ups for no known SMSC.
 */
const PADDED_WIDTHS = [8, 10, 12, 16, 20] as const;
/** Longer digit strings are not numbers an SMSC counts with (UUIDs, composite ids): no base conversion. */
const MAX_DECIMAL_DIGITS = 40;
const MAX_HEX_DIGITS = 32;

const DECIMAL = /^[0-9]+$/;
const HEX = /^[0-9a-f]+$/i;

/** Forms of `id` other than itself, most likely first, without duplicates. */
export function alternateIdForms(id: string): string[] {
  const forms = new Set<string>();
  const addCases = (form: string) => {
    forms.add(form);
    forms.add(form.toUpperCase());
    forms.add(form.toLowerCase());
  };
  const bare = stripLeadingZeros(id);
  addCases(id);
  addCases(bare);

  const numeric = new Set<string>([bare.toLowerCase(), bare.toUpperCase()]);
  if (DECIMAL.test(id) && id.length <= MAX_DECIMAL_DIGITS) {
    const hex = BigInt(id).toString(16);
    addCases(hex);
    numeric.add(hex).add(hex.toUpperCase());
  }
  if (HEX.test(id) && id.length <= MAX_HEX_DIGITS) {
    const decimal = BigInt(`0x${id}`).toString(10);
    forms.add(decimal);
    numeric.add(decimal);
  }
  for (const width of PADDED_WIDTHS) {
    for (const form of numeric)
      if (HEX.test(form) && form.length < width) forms.add(form.padStart(width, '0'));
  }
  forms.delete(id);
  forms.delete('');
  return [...forms];
}

function stripLeadingZeros(id: string): string {
  return HEX.test(id) ? id.replace(/^0+(?=.)/, '') : id;
}
