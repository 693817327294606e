import { describe, expect, test } from 'vitest';
import { parseSmppRoutes, SmppRoutesError } from './smpp-routes.js';

describe('parseSmppRoutes', () => {
  test('maps countries to carriers, shares a URL used twice as one bind, and keeps failover order', () => {
    const table = parseSmppRoutes(
      'GB,ie=smpp://eu:pw@eu.example:2775?name=eu ; US=smpp://us:pw@us1.example?name=us1|smpp://us:pw@us2.example?name=us2\n' +
        'CA=smpp://us:pw@us1.example?name=us1 ; *=smpp://eu:pw@eu.example:2775?name=eu',
    );
    expect(table.carriers.map((carrier) => carrier.name)).toEqual(['eu', 'us1', 'us2']);
    expect(Object.fromEntries(table.routes)).toEqual({
      GB: ['eu'],
      IE: ['eu'],
      US: ['us1', 'us2'],
      CA: ['us1'],
      '*': ['eu'],
    });
  });

  test.each([
    ['GB=smpp://a:b@h', /needs a default route/],
    ['GB=smpp://a:b@h;GB=smpp://a:b@h;*=smpp://a:b@h', /GB is routed twice/],
    ['GBR=smpp://a:b@h;*=smpp://a:b@h', /"GBR" is not an ISO 3166-1 alpha-2/],
    ['smpp://a:b@h', /no "countries=url" form/],
    ['*=smpp://a:b@h1?name=x;GB=smpp://a:b@h2?name=x', /share one name/],
    ['*=smpp://a:b@h?window=-1', /window must be an integer/],
  ])('refuses %s', (text, message) => {
    expect(() => parseSmppRoutes(text)).toThrow(SmppRoutesError);
    expect(() => parseSmppRoutes(text)).toThrow(message);
  });

  test.each([
    [
      'GB=smpp://a:b@h;FR=smpp://a:b@h?window=-1;*=smpp://a:b@h',
      /^entry 2 \(FR=smpp:\/\/a:\*\*\*@h\?window=-1\): window/,
    ],
    ['*=smpp://a:b@h\nGBR=smpp://a:b@h', /^entry 2 \(GBR=smpp:\/\/a:\*\*\*@h\): "GBR" is not/],
    ['*=smpp://a:b@h;smpp://a:secret@h2', /^entry 2 \(smpp:\/\/a:\*\*\*@h2\) has no "countries=url" form$/],
    [' ; ', /^has no entries$/],
  ])('names the entry at fault in one line, never its password: %s', (text, message) => {
    expect(() => parseSmppRoutes(text)).toThrow(message);
    const error = (() => {
      try {
        parseSmppRoutes(text);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).not.toMatch(/\n|secret|:b@/);
  });
});
