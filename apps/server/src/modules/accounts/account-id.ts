/** Public account ids: "AC" and 16 hex digits (64 random bits), short enough to read out, never guessed. */
import { randomBytes } from 'node:crypto';

export function newAccountId(): string {
  return `AC${randomBytes(8).toString('hex')}`;
}
