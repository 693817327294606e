import { describe, expect, test } from 'vitest';
import { networkPrefix, toInet } from './network.js';

describe('the network of a client address', () => {
  test.each([
    ['203.0.113.10', '203.0.113.0/24'],
    ['::ffff:203.0.113.10', '203.0.113.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0db8:ABCD:0012:0000:0000:0000:0001', '2001:db8:abcd::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['2001:db8::ffff:192.0.2.1', '2001:db8:0::/48'],
  ])('%s is in %s', (ip, prefix) => {
    expect(networkPrefix(ip)).toBe(prefix);
  });

  test('addresses in one /24 share a network, the next /24 does not', () => {
    expect(networkPrefix('198.51.100.1')).toBe(networkPrefix('198.51.100.254'));
    expect(networkPrefix('198.51.100.1')).not.toBe(networkPrefix('198.51.101.1'));
  });

  test('something that is not an address has no network', () => {
    expect(networkPrefix('unknown')).toBeNull();
  });

  test('only real addresses are stored as inet', () => {
    expect(toInet('203.0.113.10')).toBe('203.0.113.10');
    expect(toInet('fe80::1%eth0')).toBe('fe80::1');
    expect(toInet('unknown')).toBeNull();
  });
});
