import { expect, test } from 'vitest';
import { isIpAllowed } from './ip-allowlist.js';

const LIST = ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '2001:db8:ffff::1', '::1'];

test.each([
  ['203.0.113.7', true],
  ['203.0.113.8', false],
  ['10.200.3.4', true],
  ['11.0.0.1', false],
  ['::ffff:10.1.1.1', true],
  ['::ffff:203.0.113.8', false],
  ['2001:db8:1234::5', true],
  ['2001:db9::1', false],
  ['::1', true],
  ['fe80::1%eth0', false],
  ['garbage', false],
])('%s allowed by the list: %s', (ip, allowed) => {
  expect(isIpAllowed(ip, LIST)).toBe(allowed);
});

test('an empty list allows everyone', () => {
  expect(isIpAllowed('198.51.100.1', [])).toBe(true);
});

test('an IPv4 list does not match IPv6 callers and vice versa', () => {
  expect(isIpAllowed('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
  expect(isIpAllowed('192.0.2.1', ['::/0'])).toBe(false);
});
