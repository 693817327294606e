/**
 * Public ids of the messaging engine (docs/messaging-engine.md): a two-letter prefix and 26 Crockford base32
 * characters like a ULID — 48 bits of milliseconds, then 80 random bits. Ids of one process sort in creation
 * order even within a millisecond (the random part is incremented instead of redrawn), so keyset pages and
 * monthly partitions follow the id.
 */
import { randomBytes } from 'node:crypto';

export const ID_PREFIX = {
  message: 'SM',
  batch: 'BT',
  transaction: 'TX',
  apiKey: 'AK',
  template: 'TP',
  order: 'OR',
} as const;

export type IdPrefix = (typeof ID_PREFIX)[keyof typeof ID_PREFIX];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_CHARS = 10;
const RANDOM_CHARS = 16;
const RANDOM_BITS = 80n;
const MAX_TIME = 2 ** 48 - 1;
const MAX_RANDOM = (1n << RANDOM_BITS) - 1n;
const ID_BODY = new RegExp(`^[${ALPHABET}]{${TIME_CHARS + RANDOM_CHARS}}$`);

function encode(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = ALPHABET[Number(rest & 31n)]! + out;
    rest >>= 5n;
  }
  return out;
}

function randomPart(): bigint {
  return BigInt(`0x${randomBytes(10).toString('hex')}`);
}

let lastTime = -1;
let lastRandom = 0n;

/**
 * A new id with `prefix`, its time part from `at` (default now). Within one millisecond the random part
 * counts up from a random start; when it would overflow (never in practice) the time part moves on by 1 ms.
 */
export function newId(prefix: IdPrefix, at: Date | number = Date.now()): string {
  let time = Math.min(Math.max(Math.trunc(typeof at === 'number' ? at : at.getTime()), 0), MAX_TIME);
  if (time <= lastTime) {
    time = lastTime;
    if (lastRandom < MAX_RANDOM) lastRandom += 1n;
    else {
      time += 1;
      lastRandom = randomPart();
    }
  } else lastRandom = randomPart();
  lastTime = time;
  return `${prefix}${encode(BigInt(time), TIME_CHARS)}${encode(lastRandom, RANDOM_CHARS)}`;
}

export const newMessageId = (at?: Date | number) => newId(ID_PREFIX.message, at);
export const newBatchId = (at?: Date | number) => newId(ID_PREFIX.batch, at);
export const newTransactionId = (at?: Date | number) => newId(ID_PREFIX.transaction, at);
export const newApiKeyId = (at?: Date | number) => newId(ID_PREFIX.apiKey, at);
export const newTemplateId = (at?: Date | number) => newId(ID_PREFIX.template, at);
export const newOrderId = (at?: Date | number) => newId(ID_PREFIX.order, at);

/** Whether `value` is a well-formed id with `prefix` (cheap check before a lookup). */
export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(prefix) && ID_BODY.test(value.slice(prefix.length));
}

/** The creation time encoded in an id, or null when it is not one. */
export function timeOfId(value: string): Date | null {
  const body = value.slice(2);
  if (!ID_BODY.test(body)) return null;
  let time = 0;
  for (const char of body.slice(0, TIME_CHARS)) time = time * 32 + ALPHABET.indexOf(char);
  return new Date(time);
}
