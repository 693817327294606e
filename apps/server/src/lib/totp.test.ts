import { describe, expect, test } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from './totp.js';
import { createSecretBox } from './secret-box.js';

/** RFC 6238 appendix B uses the ASCII key "12345678901234567890" with 8 digits; these are its SHA-1 rows. */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP', () => {
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T=%i', (seconds, expected) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  test('base32 round-trips and reads lower case, spaces and padding', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase().replace(/(.{4})/g, '$1 ') + '====')).toEqual(RFC_KEY);
    expect(base32Decode('not base32!')).toBeNull();
  });

  test('six-digit codes match within one step either side and a used step is refused', () => {
    const secret = base32Encode(RFC_KEY);
    const at = new Date(59_000);
    expect(totpCode(secret, at)).toBe('287082');
    expect(matchTotp(secret, '287082', at)).toBe(1);
    expect(matchTotp(secret, '287082', new Date(59_000 + 30_000))).toBe(1);
    expect(matchTotp(secret, '287082', new Date(59_000 + 60_000))).toBeNull();
    expect(matchTotp(secret, '287082', at, 1)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  test('the otpauth URI names the issuer, account and parameters', () => {
    expect(otpauthUri({ issuer: 'Beacon', account: 'ada@example.com', secret: 'ABC' })).toBe(
      'otpauth://totp/Beacon%3Aada%40example.com?secret=ABC&issuer=Beacon&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('the secret box', () => {
  test('opens what it sealed, and nothing sealed under another key or changed', () => {
    const box = createSecretBox('master-secret-0123456789abcdef0123456789', 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('another-master-secret-0123456789abcdef', 'totp').open(sealed)).toBeNull();
    expect(createSecretBox('master-secret-0123456789abcdef0123456789', 'other').open(sealed)).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(box.open(tampered)).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
