/**
 * Look-alike characters that push a message into UCS-2 (70 characters a segment instead of 160) although the
 * reader would not miss them, with the GSM-7 text that replaces each — the idea of Twilio's "smart encoding".
 * Only punctuation, spaces and invisible characters: letters are never transliterated (á → a changes the word).
 */
const DOUBLE_QUOTES = '«»“”„‟″ʺˮ❝❞〝〞';
const SINGLE_QUOTES = '‘’‚‛‹›′‵ʹʻʼʽˈˊˋ´`❛❜';
const DASHES = '‐‑‒–—―⁃−˗﹘﹣';
const BULLETS = '•‣∙●◦▪';
/** No-break, en/em, thin, hair, ideographic and other fixed-width spaces, and the tab. */
const SPACES =
  '\t\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000';
/** Soft hyphen, zero-width space/joiners, word joiner and byte-order mark: invisible, so dropped. */
const INVISIBLES = '\u00ad\u200b\u200c\u200d\u2060\ufeff';
const LINE_BREAKS = '\u0085\u2028\u2029';

const SINGLES: ReadonlyArray<readonly [string, string]> = [
  ['…', '...'],
  ['‥', '..'],
  ['․', '.'],
  ['⁄', '/'],
  ['∕', '/'],
  ['∗', '*'],
  ['ˆ', '^'],
  ['˄', '^'],
  ['˜', '~'],
  ['∼', '~'],
  ['∶', ':'],
  ['꞉', ':'],
  ['\u037e', ';'],
];

function each(chars: string, to: string): Array<readonly [string, string]> {
  return Array.from(chars, (char) => [char, to] as const);
}

/** Full-width forms U+FF01–U+FF5E are ASCII shifted by 0xFEE0; the back-tick has no GSM-7 twin, so it becomes '. */
function fullWidthForms(): Array<readonly [string, string]> {
  return Array.from({ length: 0xff5e - 0xff01 + 1 }, (_, i) => {
    const ascii = String.fromCharCode(0x21 + i);
    return [String.fromCharCode(0xff01 + i), ascii === '`' ? "'" : ascii] as const;
  });
}

export const SMART_ENCODING_TABLE: ReadonlyMap<string, string> = new Map([
  ...each(DOUBLE_QUOTES, '"'),
  ...each(SINGLE_QUOTES, "'"),
  ...each(DASHES, '-'),
  ...each(BULLETS, '-'),
  ...each(SPACES, ' '),
  ...each(INVISIBLES, ''),
  ...each(LINE_BREAKS, '\n'),
  ...SINGLES,
  ...fullWidthForms(),
]);
