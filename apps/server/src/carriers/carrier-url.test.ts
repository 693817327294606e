import { describe, expect, test } from 'vitest';
import { CarrierUrlError, parseCarrierUrl, redactCarrierUrl } from './carrier-url.js';

describe('parseCarrierUrl', () => {
  test('reads credentials, host and port, with defaults for the rest', () => {
    expect(parseCarrierUrl('smpp://acme:s3cret@smsc.example.com:2776')).toEqual({
      name: 'acme@smsc.example.com:2776',
      host: 'smsc.example.com',
      port: 2776,
      systemId: 'acme',
      password: 's3cret',
      systemType: '',
      windowSize: 50,
      enquireLinkMs: 30_000,
      responseTimeoutMs: 10_000,
      connectTimeoutMs: 10_000,
      reconnect: { initialMs: 500, maxMs: 30_000 },
      throttle: { initialMs: 1_000, maxMs: 30_000 },
      submitTimeoutMs: 60_000,
      sendMessageIdTlv: true,
    });
  });

  test('takes the tuning options from the query and percent-decodes the password', () => {
    const config = parseCarrierUrl(
      'smpp://acme:p%3Bw%40d@10.0.0.1?window=10&enquireLink=5000&systemType=VMA&name=eu&idTlv=false',
    );
    expect(config).toMatchObject({
      name: 'eu',
      port: 2775,
      password: 'p;w@d',
      windowSize: 10,
      enquireLinkMs: 5000,
      systemType: 'VMA',
      sendMessageIdTlv: false,
    });
  });

  test.each([
    ['http://a:b@host', /expected smpp:\/\//],
    ['smpp://host:2775', /missing system_id/],
    ['smpp://a:b@host?windw=5', /unknown option "windw"/],
    ['smpp://a:b@host?window=0', /window must be an integer from 1/],
    ['smpp://a:b@host?window=abc', /window must be an integer/],
    ['smpp://a:toolongpassword@host', /password must be at most 8/],
    ['smpp://a:b@host?reconnectMin=500&reconnectMax=100', /maximum is below its minimum/],
    ['not a url', /not a URL/],
  ])('refuses %s', (url, message) => {
    expect(() => parseCarrierUrl(url)).toThrow(CarrierUrlError);
    expect(() => parseCarrierUrl(url)).toThrow(message);
  });

  test('never shows the password in an error', () => {
    expect(() => parseCarrierUrl('smpp://acme:hunter2@host?bogus=1')).toThrow(/acme:\*\*\*@host/);
    expect(redactCarrierUrl('GB=smpp://a:pw@h:1;*=smpp://b:pw2@h')).toBe(
      'GB=smpp://a:***@h:1;*=smpp://b:***@h',
    );
  });
});
