/**
 * How a carrier's URL is kept in the database: without its password, which is sealed apart (AES-256-GCM under
 * a key derived from COOKIE_SECRET), so a copy of the database alone does not hold working carrier
 * credentials. `simulator:` stands for the embedded SMSC, whose port and password change at every start.
 */
import {
  CarrierUrlError,
  parseCarrierUrl,
  redactCarrierUrl,
  type CarrierDefinition,
} from '../../carriers/index.js';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';

export const EMBEDDED_URL_PREFIX = 'simulator:';

export interface StoredCarrierUrl {
  /** The URL without its password: safe to show. */
  url: string;
  passwordSealed: string | null;
}

class CarrierPasswordError extends Error {
  override readonly name = 'CarrierPasswordError';
}

export function createCarrierSecretBox(cookieSecret: string): SecretBox {
  return createSecretBox(cookieSecret, 'carrier-password');
}

/**
 * Checks the URL as a bind would (every option, every length) and splits the password off. A `?name=` must
 * agree with the carrier's name: two names for one carrier would make receipts and logs disagree.
 */
export function storeCarrierUrl(name: string, text: string, box: SecretBox): StoredCarrierUrl {
  const trimmed = text.trim();
  if (trimmed === EMBEDDED_URL_PREFIX || trimmed.startsWith(`${EMBEDDED_URL_PREFIX}?`)) {
    return { url: trimmed, passwordSealed: null };
  }
  const config = parseCarrierUrl(trimmed);
  const url = new URL(trimmed);
  const given = url.searchParams.get('name');
  if (given !== null && given !== name) {
    throw new CarrierUrlError(
      `the URL names the carrier "${given}", not "${name}": ${redactCarrierUrl(trimmed)}`,
    );
  }
  url.searchParams.delete('name');
  url.password = '';
  return {
    url: url.toString(),
    passwordSealed: config.password ? box.seal(config.password) : null,
  };
}

/** The carrier as the carrier layer binds it. */
export function carrierDefinitionOf(
  row: { name: string; url: string; passwordSealed: string | null },
  box: SecretBox,
): CarrierDefinition {
  if (row.url === EMBEDDED_URL_PREFIX || row.url.startsWith(`${EMBEDDED_URL_PREFIX}?`)) {
    const query = new URLSearchParams(row.url.slice(EMBEDDED_URL_PREFIX.length).replace(/^\?/, ''));
    return { name: row.name, embedded: true, query: Object.fromEntries(query) };
  }
  const url = new URL(row.url);
  if (row.passwordSealed) {
    const password = box.open(row.passwordSealed);
    if (password === null) {
      throw new CarrierPasswordError(
        `the password of carrier ${row.name} was sealed under another COOKIE_SECRET; add the carrier again`,
      );
    }
    url.password = encodeURIComponent(password);
  }
  url.searchParams.set('name', row.name);
  return parseCarrierUrl(url.toString());
}
