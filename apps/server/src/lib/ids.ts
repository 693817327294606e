/**
 * Public ids of the messaging engine (docs/messaging-engine.md): a two-letter prefix and 26 Crockford base32
 * characters like a ULID — 48 bits of milliseconds, then 80 random bits. Ids of one process sort in creation
 * order even within a millisecond (the random part is incremented instead of redrawn), so keyset pages and
 * monthly partitions follow the id.
 */
import { randomFillSync } from 'node:crypto';

export const ID_PREFIX = {
  message: 'SM',
  batch: 'BT',
  transaction: 'TX',
  apiKey: 'AK',
  template: 'TP',
  order: 'OR',
  verification: 'VE',
} as const;

export type IdPrefix = (typeof ID_PREFIX)[keyof typeof ID_PREFIX];

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_CHARS = 10;
const RANDOM_CHARS = 16;
const MAX_TIME = 2 ** 48 - 1;
const ID_BODY = new RegExp(`^[${ALPHABET}]{${TIME_CHARS + RANDOM_CHARS}}$`);
/**
 * The 80 random bits are kept as two 40-bit halves in plain numbers (each 8 base32 characters), not a BigInt:
 * a 10,000-recipient send makes 10,000 ids, and the BigInt arithmetic was most of their cost.
 */
const HALF = 2 ** 40;
/** Random bytes drawn from the CSPRNG in blocks, 10 per new millisecond, instead of one call each. */
const POOL = Buffer.alloc(10 * 256);
let poolOffset = POOL.length;

/** Two base32 characters per entry: half the steps and string joins of one character at a time. */
const PAIRS = Array.from({ length: 1024 }, (_, i) => ALPHABET[i >> 5]! + ALPHABET[i & 31]!);

/** `value` (below 32^length, `length` even) in `length` base32 characters. */
function encode(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 2) {
    out = PAIRS[rest % 1024]! + out;
    rest = Math.floor(rest / 1024);
  }
  return out;
}

function random40(offset: number): number {
  return POOL[offset]! * 2 ** 32 + POOL.readUInt32BE(offset + 1);
}

let lastTime = -1;
let high = 0;
let low = 0;

function drawRandom(): void {
  if (poolOffset === POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  high = random40(poolOffset);
  low = random40(poolOffset + 5);
  poolOffset += 10;
}

/**
 * A new id with `prefix`, its time part from `at` (default now). Within one millisecond the random part
 * counts up from a random start; when it would overflow (never in practice) the time part moves on by 1 ms.
 */
export function newId(prefix: IdPrefix, at: Date | number = Date.now()): string {
  let time = Math.min(Math.max(Math.trunc(typeof at === 'number' ? at : at.getTime()), 0), MAX_TIME);
  if (time <= lastTime) {
    time = lastTime;
    if (low < HALF - 1) low += 1;
    else if (high < HALF - 1) {
      low = 0;
      high += 1;
    } else {
      time += 1;
      drawRandom();
    }
  } else drawRandom();
  lastTime = time;
  return `${prefix}${encode(time, TIME_CHARS)}${encode(high, RANDOM_CHARS / 2)}${encode(low, RANDOM_CHARS / 2)}`;
}

export const newMessageId = (at?: Date | number) => newId(ID_PREFIX.message, at);
export const newBatchId = (at?: Date | number) => newId(ID_PREFIX.batch, at);
export const newTransactionId = (at?: Date | number) => newId(ID_PREFIX.transaction, at);
export const newApiKeyId = (at?: Date | number) => newId(ID_PREFIX.apiKey, at);
export const newTemplateId = (at?: Date | number) => newId(ID_PREFIX.template, at);
export const newOrderId = (at?: Date | number) => newId(ID_PREFIX.order, at);
export const newVerificationId = (at?: Date | number) => newId(ID_PREFIX.verification, at);

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
