import { describe, expect, test } from 'vitest';
import { CarrierError } from './errors.js';
import { buildSubmitFields, relativeValidityPeriod } from './submit-pdu.js';
import { messageFor } from './testing/carrier-harness.js';

describe('validity period of a submit', () => {
  test.each([
    [48 * 3_600, '000002000000000R'],
    [90, '000000000130000R'],
    [1, '000000000001000R'],
    [30 * 86_400 + 5 * 3_600 + 7 * 60 + 9, '000030050709000R'],
    [100 * 86_400 - 1, '000099235959000R'],
  ])('%i seconds go to the SMSC as the relative time %s', (seconds, expected) => {
    expect(relativeValidityPeriod(seconds)).toBe(expected);
  });

  test.each([0, -5, 1.5, 100 * 86_400])('%s seconds is refused before anything is sent', (seconds) => {
    expect(() => relativeValidityPeriod(seconds)).toThrow(CarrierError);
  });

  test('every part of a message carries the validity; without one the SMSC default applies', () => {
    const request = messageFor('SM01TEST', '+14155550100', 'Long message part '.repeat(20));
    const withValidity = buildSubmitFields(
      { ...request, validitySeconds: 172_800 },
      { sendMessageIdTlv: true },
    );
    expect(withValidity).toHaveLength(3);
    for (const fields of withValidity) expect(fields.validity_period).toBe('000002000000000R');
    const without = buildSubmitFields(request, { sendMessageIdTlv: true });
    for (const fields of without) expect(fields).not.toHaveProperty('validity_period');
  });
});
