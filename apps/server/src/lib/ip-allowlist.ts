/**
 * The API's IP whitelist (SMS settings): IPv4 and IPv6 addresses and CIDR ranges; empty allows everyone.
 * IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack socket reports) matches IPv4 entries.
 */
import { BlockList, isIP } from 'node:net';

function unmapped(ip: string): string {
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * One list per family: node's BlockList would let an IPv6 range such as ::/0 match IPv4 callers through the
 * mapped range, which is not what a whitelist entry of one family means.
 */
function buildAllowList(entries: readonly string[]): { ipv4: BlockList; ipv6: BlockList } {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const plain = prefix === undefined ? unmapped(address) : address;
    const family = isIP(plain);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) lists[type].addAddress(plain, type);
    else if (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)) {
      lists[type].addSubnet(plain, Number(prefix), type);
    }
  }
  return lists;
}

/** Whether `ip` may call; an empty list allows every address. */
export function isIpAllowed(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true;
  const address = unmapped(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return buildAllowList(entries)[type].check(address, type);
}
