/** Replies that opt a number out of an account's marketing messages (docs/messaging-engine.md, "Inbound"). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', '退订', 'td']);

/** The whole message, trimmed and case-insensitive: "STOP" opts out, "please stop" does not. */
export function isStopReply(content: string): boolean {
  return STOP_WORDS.has(content.trim().toLowerCase());
}
