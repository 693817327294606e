/**
 * `SMPP_ROUTES`: which carrier bind serves which destination country. Format (README.md, "Routes"):
 *
 *   GB,IE=smpp://a:pw@smsc-eu:2775 ; US,CA=smpp://b:pw@smsc-us:2775|smpp://b:pw@smsc-us2:2775 ; *=smpp://…
 *
 * Entries are separated by `;` or new lines; each maps ISO 3166-1 alpha-2 codes (or `*`, the default route,
 * required exactly once) to one or more carrier URLs separated by `|` in order of preference. A URL used in
 * several entries is one bind. A `;` or `|` inside a password must be percent-encoded.
 */
import { CarrierUrlError, parseCarrierUrl, redactCarrierUrl, type SmppCarrierConfig } from './carrier-url.js';

export const DEFAULT_ROUTE = '*';

export interface SmppRouteTable {
  /** Every distinct bind, once. */
  carriers: SmppCarrierConfig[];
  /** Each carrier's URL as written (what seeding stores, without its password). */
  urls: Map<string, string>;
  /** Country (or `*`) → carrier names in order of preference. */
  routes: Map<string, string[]>;
}

export class SmppRoutesError extends Error {
  override readonly name = 'SmppRoutesError';
}

export function parseSmppRoutes(text: string): SmppRouteTable {
  const carriersByUrl = new Map<string, SmppCarrierConfig>();
  const routes = new Map<string, string[]>();
  const entries = text
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

  entries.forEach((entry, index) => {
    // "entry 2 (GB=smpp://eu:***@h)": an operator finds the culprit in a long value, never seeing a password.
    const where = `entry ${index + 1} (${redactCarrierUrl(entry)})`;
    const separator = entry.indexOf('=');
    if (separator < 0) throw new SmppRoutesError(`${where} has no "countries=url" form`);
    const countries = entry
      .slice(0, separator)
      .split(',')
      .map((country) => country.trim().toUpperCase());
    const names = entry
      .slice(separator + 1)
      .split('|')
      .map((url) => nameOf(url.trim(), carriersByUrl, where));

    for (const country of countries) {
      if (country !== DEFAULT_ROUTE && !/^[A-Z]{2}$/.test(country)) {
        throw new SmppRoutesError(`${where}: "${country}" is not an ISO 3166-1 alpha-2 country code or "*"`);
      }
      if (routes.has(country)) throw new SmppRoutesError(`${where}: country ${country} is routed twice`);
      routes.set(country, names);
    }
  });
  if (!routes.has(DEFAULT_ROUTE)) {
    throw new SmppRoutesError(
      entries.length === 0
        ? 'has no entries'
        : 'needs a default route "*=smpp://…" (none of the entries is "*")',
    );
  }
  const carriers = [...carriersByUrl.values()];
  const names = new Set(carriers.map((carrier) => carrier.name));
  if (names.size !== carriers.length) {
    const shared = carriers.find((carrier, i) => carriers.findIndex((c) => c.name === carrier.name) !== i);
    throw new SmppRoutesError(
      `two different carrier URLs share one name, "${shared?.name}"; give them distinct ?name=`,
    );
  }
  const urls = new Map([...carriersByUrl].map(([url, config]) => [config.name, url]));
  return { carriers, urls, routes };
}

function nameOf(url: string, carriersByUrl: Map<string, SmppCarrierConfig>, where: string): string {
  let config = carriersByUrl.get(url);
  if (!config) {
    try {
      config = parseCarrierUrl(url);
    } catch (error) {
      if (error instanceof CarrierUrlError) throw new SmppRoutesError(`${where}: ${error.message}`);
      throw error;
    }
    carriersByUrl.set(url, config);
  }
  return config.name;
}
