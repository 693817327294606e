/**
 * "Same network" for trusted devices (docs/contracts.md): the IPv4 /24 or IPv6 /48 a client address is in.
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d, what a dual-stack socket reports) count as IPv4.
 */
import { isIP, isIPv4, isIPv6 } from 'node:net';

export function networkPrefix(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIPv6(address)) {
    const groups = expandIPv6(address.split('%')[0]!);
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return null;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros, "::" filled in. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parse = (part: string) => (part ? part.split(':').flatMap(groupOrEmbeddedIPv4) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => String(parseInt(group, 16).toString(16)));
}

function groupOrEmbeddedIPv4(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** The address in a form PostgreSQL's inet accepts, or null (e.g. a junk X-Forwarded-For value). */
export function toInet(ip: string): string | null {
  const address = ip.split('%')[0]!;
  return isIP(address) ? address : null;
}
