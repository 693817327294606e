/**
 * Webhook URLs must not reach into our own network (SSRF): http(s) only, and every address the host resolves
 * to must be public — not loopback, private, link-local, unique-local, CGNAT, multicast or reserved — unless
 * WEBHOOK_ALLOW_PRIVATE=true (development, tests). Checked when a URL is saved and again when it is sent to;
 * the sender should connect through `guardedLookup`, so the address it connects to is the one that was
 * checked (a host that re-resolves to 127.0.0.1 between check and connect is refused at connect time).
 */
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export type WebhookUrlProblem = 'invalid' | 'scheme' | 'unresolvable' | 'private';

export type WebhookUrlCheck =
  { ok: true; url: URL; addresses: string[] } | { ok: false; problem: WebhookUrlProblem };

interface ResolvedAddress {
  address: string;
  family: number;
}

export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface WebhookUrlGuardOptions {
  allowPrivate: boolean;
  /** Injected by tests; defaults to the system resolver (all addresses). */
  resolve?: HostResolver;
}

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives at 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed internally by some)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** IPv4 embedded in an IPv6 address by mapping (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const toV4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const isZero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (isZero(0, 5) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!);
  // IPv4-compatible (deprecated) ::a.b.c.d, but not :: and ::1 themselves.
  if (isZero(0, 6) && (groups[6]! > 0 || groups[7]! > 1)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array.from({ length: missing }, () => 0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address may not receive webhooks: anything that is not a public unicast address. */
export function isNonPublicAddress(ip: string): boolean {
  const address = ip.split('%')[0]!;
  const family = isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIPv4(address);
  if (v4 !== null) return NON_PUBLIC.check(v4, 'ipv4');
  return NON_PUBLIC.check(address, 'ipv6');
}

const systemResolve: HostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** The URL's host without IPv6 brackets (WHATWG URL already normalised 0x7f.1 and 2130706433 to 127.0.0.1). */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export function createWebhookUrlGuard(options: WebhookUrlGuardOptions) {
  const resolve = options.resolve ?? systemResolve;

  async function check(input: string): Promise<WebhookUrlCheck> {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      return { ok: false, problem: 'invalid' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'scheme' };
    if (url.username || url.password) return { ok: false, problem: 'invalid' };
    const host = hostOf(url);
    if (host === '') return { ok: false, problem: 'invalid' };
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await resolve(host)).map((entry) => entry.address);
      } catch {
        return { ok: false, problem: 'unresolvable' };
      }
      if (addresses.length === 0) return { ok: false, problem: 'unresolvable' };
    }
    if (!options.allowPrivate && addresses.some(isNonPublicAddress)) return { ok: false, problem: 'private' };
    return { ok: true, url, addresses };
  }

  /**
   * A `lookup` for http.request / net.connect / undici's `connect` that resolves like the system does but
   * fails with EWEBHOOKPRIVATE when an answer is not public, so the connection goes only where was checked.
   */
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (answers) => {
        const usable = options.allowPrivate ? answers : answers.filter((a) => !isNonPublicAddress(a.address));
        if (usable.length === 0 || usable.length !== answers.length) {
          const error = Object.assign(
            new Error(`webhook host ${hostname} resolves to a non-public address`),
            {
              code: 'EWEBHOOKPRIVATE',
            },
          ) as NodeJS.ErrnoException;
          callback(error, '', 0);
          return;
        }
        const wanted =
          lookupOptions.family === 6 || lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
        const fitting = usable.filter((a) => !wanted || a.family === wanted);
        if (lookupOptions.all) callback(null, fitting.length ? fitting : usable);
        else {
          const first = fitting[0] ?? usable[0]!;
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  return { check, guardedLookup };
}

export type WebhookUrlGuard = ReturnType<typeof createWebhookUrlGuard>;
