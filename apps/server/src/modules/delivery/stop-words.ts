/** Replies that opt a number out of an account's marketing messages (docs/messaging-engine.md, "Inbound"). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', '退订', 'td']);

/**
 * Spaces and punctuation at either end, in any script: people type "STOP." or "Stop!", and Chinese keyboards
 * give fullwidth marks ("退订。", "【退订】"). Only the ends are trimmed, so the message as a whole must still
 * be the word: "stop sending me the promo" is a reply to read, not an opt-out.
 */
const EDGES = /^[\s\p{P}]+|[\s\p{P}]+$/gu;

/**
 * The whole message, case-insensitive, ignoring surrounding spaces and punctuation. NFKC folds fullwidth
 * letters ("ＴＤ" from a Chinese input method) into the ASCII word.
 */
export function isStopReply(content: string): boolean {
  return STOP_WORDS.has(content.normalize('NFKC').replace(EDGES, '').toLowerCase());
}
