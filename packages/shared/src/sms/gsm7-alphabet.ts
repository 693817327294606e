/**
 * The GSM 03.38 (3GPP TS 23.038) default alphabet and its extension table. The console's counter, the bill
 * and the SMPP encoder all read these maps, so a character can never cost one septet on screen and two on
 * the wire.
 */

/** The default alphabet, indexed by septet value. 0x1B is the escape to the extension table, not a character. */
const BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: each of these is sent as ESC followed by this septet, so it costs 2 septets. */
const EXTENSION_TABLE: Readonly<Record<string, number>> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};

export const GSM7_ESCAPE = 0x1b;

const BASIC_SEPTETS = new Map<string, number>(
  Array.from(BASIC_TABLE, (char, septet) => [char, septet] as const).filter(([, s]) => s !== GSM7_ESCAPE),
);
const EXTENSION_SEPTETS = new Map<string, number>(Object.entries(EXTENSION_TABLE));
const BASIC_CHARS = Array.from(BASIC_TABLE);
const EXTENSION_CHARS = new Map<number, string>(Object.entries(EXTENSION_TABLE).map(([c, s]) => [s, c]));

export function isGsm7Basic(char: string): boolean {
  return BASIC_SEPTETS.has(char);
}

export function isGsm7Extension(char: string): boolean {
  return EXTENSION_SEPTETS.has(char);
}

export function isGsm7Char(char: string): boolean {
  return BASIC_SEPTETS.has(char) || EXTENSION_SEPTETS.has(char);
}

/** Whether the whole text can go out as GSM-7. */
export function isGsm7Text(text: string): boolean {
  for (const char of text) if (!isGsm7Char(char)) return false;
  return true;
}

/** Septets one character costs: 1 in the default alphabet, 2 in the extension table, undefined otherwise. */
export function gsm7SeptetCount(char: string): 1 | 2 | undefined {
  if (BASIC_SEPTETS.has(char)) return 1;
  if (EXTENSION_SEPTETS.has(char)) return 2;
  return undefined;
}

/** The septet values of one character (`[s]` or `[ESC, s]`), or undefined when it is not GSM-7. */
export function gsm7Septets(char: string): number[] | undefined {
  const basic = BASIC_SEPTETS.get(char);
  if (basic !== undefined) return [basic];
  const extension = EXTENSION_SEPTETS.get(char);
  return extension === undefined ? undefined : [GSM7_ESCAPE, extension];
}

/** The character of a default-alphabet septet (0x1B has none). */
export function gsm7BasicChar(septet: number): string | undefined {
  return septet === GSM7_ESCAPE ? undefined : BASIC_CHARS[septet];
}

/** The character an escaped septet stands for, or undefined for an unassigned extension code. */
export function gsm7ExtensionChar(septet: number): string | undefined {
  return EXTENSION_CHARS.get(septet);
}
