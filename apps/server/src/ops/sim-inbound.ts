/**
 * `sim:inbound <from> <to> <text…>`: the arguments, checked by the CLI before it looks for a server and again
 * by the server that acts on them. Free of database and carrier imports, like protocol.ts.
 */
import { OPS_USAGE, OpsError, type OpsRequest } from './protocol.js';

export interface SimInbound {
  /** The handset that writes, in E.164. */
  from: string;
  /** The number it writes to: the sender address of our messages it answers (E.164 or a short code). */
  to: string;
  content: string;
}

const E164 = /^\+[1-9]\d{1,14}$/;
const SHORT_OR_LONG_CODE = /^\d{1,20}$/;

export function parseSimInbound(request: Pick<OpsRequest, 'args'>): SimInbound {
  const [from = '', to = '', ...words] = request.args;
  if (request.args.length < 3) throw new OpsError('usage', `usage: ${OPS_USAGE['sim:inbound']}`);
  if (!E164.test(from)) {
    throw new OpsError(
      'invalid',
      `<from> must be the handset's number in E.164 (+14155550100), got "${from}"`,
    );
  }
  if (!E164.test(to) && !SHORT_OR_LONG_CODE.test(to)) {
    throw new OpsError(
      'invalid',
      `<to> must be a number in E.164 or a short code of digits, got "${to}": a handset cannot reply to an ` +
        'alphanumeric sender ID, so replies reach only numeric senders',
    );
  }
  // The shell splits the text into words; the message is them joined as typed, one space apart.
  const content = words.join(' ');
  if (content.trim() === '') throw new OpsError('invalid', '<text> must not be empty');
  return { from, to, content };
}
