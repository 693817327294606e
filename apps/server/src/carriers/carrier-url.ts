/**
 * One carrier bind from one URL: `smpp://system_id:password@host:port?window=50&enquireLink=30000`.
 * The query tunes the bind; unknown keys are refused so a typo cannot silently fall back to a default.
 * See README.md ("Carrier URL") for the table of keys.
 */
import type { BackoffPolicy } from './backoff.js';

export interface SmppCarrierConfig {
  /** Shown in logs, state changes and receipts; defaults to `system_id@host:port`. */
  name: string;
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType: string;
  /** Most submit_sm awaiting a response at once on this bind. */
  windowSize: number;
  /** Period of enquire_link keep-alives; an unanswered one marks the link dead. */
  enquireLinkMs: number;
  /** How long any request (bind, submit_sm, enquire_link, unbind) waits for its response. */
  responseTimeoutMs: number;
  connectTimeoutMs: number;
  reconnect: BackoffPolicy;
  throttle: BackoffPolicy;
  /** Deadline of one `submit()` call, waiting for a bind and retries included. */
  submitTimeoutMs: number;
  /** Send our message id in the vendor TLV 0x1400 (see smpp-package.ts). */
  sendMessageIdTlv: boolean;
}

const DEFAULT_SMPP_PORT = 2775;

/** Numeric query keys (milliseconds, except `window`) with their defaults and accepted range. */
const NUMERIC_PARAMS = {
  window: { fallback: 50, min: 1, max: 1000 },
  enquireLink: { fallback: 30_000, min: 10, max: 3_600_000 },
  responseTimeout: { fallback: 10_000, min: 10, max: 300_000 },
  connectTimeout: { fallback: 10_000, min: 10, max: 300_000 },
  reconnectMin: { fallback: 500, min: 1, max: 3_600_000 },
  reconnectMax: { fallback: 30_000, min: 1, max: 3_600_000 },
  throttleMin: { fallback: 1_000, min: 1, max: 3_600_000 },
  throttleMax: { fallback: 30_000, min: 1, max: 3_600_000 },
  submitTimeout: { fallback: 60_000, min: 10, max: 86_400_000 },
} satisfies Record<string, { fallback: number; min: number; max: number }>;
const TEXT_PARAMS = ['systemType', 'name', 'idTlv'] as const;

/** SMPP 3.4 §5.2: C-Octet strings of at most 16 / 9 / 13 octets, the terminating NUL included. */
const MAX_SYSTEM_ID = 15;
const MAX_PASSWORD = 8;
const MAX_SYSTEM_TYPE = 12;

export class CarrierUrlError extends Error {
  override readonly name = 'CarrierUrlError';
}

export function parseCarrierUrl(text: string): SmppCarrierConfig {
  const shown = redactCarrierUrl(text);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new CarrierUrlError(`not a URL: ${shown}`);
  }
  if (url.protocol !== 'smpp:') {
    throw new CarrierUrlError(
      `expected smpp://system_id:password@host:port, got ${url.protocol}// in ${shown}`,
    );
  }
  if (!url.hostname) throw new CarrierUrlError(`missing host in ${shown}`);
  const systemId = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (!systemId) throw new CarrierUrlError(`missing system_id (the user part) in ${shown}`);
  checkLength('system_id', systemId, MAX_SYSTEM_ID, shown);
  checkLength('password', password, MAX_PASSWORD, shown);

  const query = url.searchParams;
  for (const key of query.keys()) {
    if (!(key in NUMERIC_PARAMS) && !(TEXT_PARAMS as readonly string[]).includes(key)) {
      throw new CarrierUrlError(`unknown option "${key}" in ${shown}`);
    }
  }
  const numeric = (key: keyof typeof NUMERIC_PARAMS) => readNumber(query, key, shown);
  const systemType = query.get('systemType') ?? '';
  checkLength('systemType', systemType, MAX_SYSTEM_TYPE, shown);
  const port = url.port ? Number(url.port) : DEFAULT_SMPP_PORT;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const idTlv = query.get('idTlv') ?? 'true';
  if (!['true', 'false', '1', '0'].includes(idTlv)) {
    throw new CarrierUrlError(`idTlv must be true or false in ${shown}`);
  }

  const config: SmppCarrierConfig = {
    name: query.get('name') || `${systemId}@${host}:${port}`,
    host,
    port,
    systemId,
    password,
    systemType,
    windowSize: numeric('window'),
    enquireLinkMs: numeric('enquireLink'),
    responseTimeoutMs: numeric('responseTimeout'),
    connectTimeoutMs: numeric('connectTimeout'),
    reconnect: { initialMs: numeric('reconnectMin'), maxMs: numeric('reconnectMax') },
    throttle: { initialMs: numeric('throttleMin'), maxMs: numeric('throttleMax') },
    submitTimeoutMs: numeric('submitTimeout'),
    sendMessageIdTlv: idTlv === 'true' || idTlv === '1',
  };
  if (
    config.reconnect.maxMs < config.reconnect.initialMs ||
    config.throttle.maxMs < config.throttle.initialMs
  ) {
    throw new CarrierUrlError(`a backoff maximum is below its minimum in ${shown}`);
  }
  return config;
}

/** The URL with its password replaced, for logs and error messages. */
export function redactCarrierUrl(text: string): string {
  return text.replace(/([a-z]+:\/\/[^:/@\s]*:)[^@\s]*@/gi, '$1***@');
}

function readNumber(query: URLSearchParams, key: keyof typeof NUMERIC_PARAMS, shown: string): number {
  const { fallback, min, max } = NUMERIC_PARAMS[key];
  const raw = query.get(key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new CarrierUrlError(`${key} must be an integer from ${min} to ${max}, got "${raw}" in ${shown}`);
  }
  return value;
}

function checkLength(field: string, value: string, max: number, shown: string): void {
  if (value.length > max || !/^[\x20-\x7e]*$/.test(value)) {
    throw new CarrierUrlError(`${field} must be at most ${max} printable ASCII characters in ${shown}`);
  }
}
