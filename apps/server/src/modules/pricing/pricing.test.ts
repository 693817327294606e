import { BILLING_CURRENCY, SMS_COUNTRIES } from '@beacon/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { BILLING_CURRENCIES, demoPriceList, demoPriceMicros, usdMicrosIn } from './demo-prices.js';
import { parsePriceCsv } from './price-csv.js';
import { createPricingService } from './service.js';

describe('the demo price list', () => {
  test('covers every country libphonenumber-js knows in every billing currency, deterministically', () => {
    const list = demoPriceList();
    expect(BILLING_CURRENCIES).toEqual([...new Set(Object.values(BILLING_CURRENCY))].sort());
    expect(list).toHaveLength(SMS_COUNTRIES.length * BILLING_CURRENCIES.length);
    expect(list.every((p) => p.priceMicros > 0n && p.priceMicros % 100n === 0n)).toBe(true);
    expect(demoPriceList()).toEqual(list);
    expect(demoPriceMicros('US', 'USD')).toBe(demoPriceMicros('US', 'USD'));
    // Converted at the demo rate: yen prices are far larger numbers than dollar prices.
    expect(demoPriceMicros('US', 'JPY')).toBeGreaterThan(demoPriceMicros('US', 'USD') * 100n);
  });
});

describe('the trial credit in each billing currency', () => {
  test.each([
    ['USD', 2_000_000n],
    ['EUR', 1_840_000n],
    ['JPY', 300_000_000n],
    ['INR', 166_000_000n],
    ['CNY', 14_400_000n],
  ])('2.00 US dollars of trial credit is %s %d micro-units, rounded down to a cent', (currency, micros) => {
    expect(usdMicrosIn(currency, 2_000_000n)).toBe(micros);
  });

  test('no trial credit stays none', () => {
    expect(usdMicrosIn('JPY', 0n)).toBe(0n);
  });
});

describe('reading a price CSV', () => {
  test('takes a header, a BOM, CRLF, quotes, blank lines and lower-case codes', () => {
    expect(parsePriceCsv('\uFEFFcountry,currency,price\r\n"us", usd ,"0.0075"\r\n\r\nGB,EUR,0.04\n')).toEqual(
      {
        ok: true,
        prices: [
          { country: 'US', currency: 'USD', priceMicros: 7_500n },
          { country: 'GB', currency: 'EUR', priceMicros: 40_000n },
        ],
      },
    );
  });

  test.each([
    ['US,USD', 'expected 3 fields (country,currency,price), found 2'],
    ['XX,USD,1', 'unknown country "XX"'],
    ['US,DOLLAR,1', 'currency "DOLLAR" is not a 3-letter code'],
    ['US,USD,0', 'price "0" must be greater than 0'],
    ['US,USD,1.1234567', 'price "1.1234567" is not a decimal with at most 6 decimals'],
    ['US,USD,"1', 'unterminated quoted field'],
    ['US,USD,2000000', 'price "2000000" is implausibly high'],
  ])('%s → %s', (line, message) => {
    expect(parsePriceCsv(`US,EUR,1\n${line}\n`)).toEqual({ ok: false, problems: [{ line: 2, message }] });
  });

  test('an empty file has no prices', () => {
    expect(parsePriceCsv('country,currency,price\n')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file has no prices' }],
    });
  });
});

const t = useTestApp();

describe('prices in the database', () => {
  beforeAll(async () => {
    const pricing = createPricingService({ db: t.db, clock: () => new Date() });
    expect(await pricing.seedDemoIfEmpty()).toBe(SMS_COUNTRIES.length * BILLING_CURRENCIES.length);
    expect(await pricing.seedDemoIfEmpty()).toBe(0);
  });

  test('/sms/price/list answers the named countries in the account currency, labelled demo', async () => {
    const sender = await setUpSendingAccount(t, { billingCountry: 'DE' });
    const { body } = await t.post(
      '/api/sms/price/list',
      { countries: ['us', 'FR'] },
      { token: sender.user.token },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: [
        { country: 'FR', price: expect.stringMatching(/^0\.\d+$/), currency: 'EUR', demo: true },
        { country: 'US', price: expect.stringMatching(/^0\.\d+$/), currency: 'EUR', demo: true },
      ],
    });
    const all = await t.post<unknown[]>('/api/sms/price/list', {}, { token: sender.user.token });
    expect(all.body.data).toHaveLength(SMS_COUNTRIES.length);
    const bad = await t.post('/api/sms/price/list', { countries: ['ZZ'] }, { token: sender.user.token });
    expect(bad.body).toMatchObject({ code: 1001, msg: 'countries: Unknown country or region code' });
  });

  test('an import replaces the whole list at once; a destination left out then has no price', async () => {
    const pricing = createPricingService({ db: t.db, clock: () => new Date() });
    expect(await pricing.importCsv('US,EUR,0.05\nGB,EUR,0.06\nUS,USD,0.07\n')).toEqual({
      imported: 3,
      currencies: ['EUR', 'USD'],
      countries: 2,
    });
    const sender = await setUpSendingAccount(t, { billingCountry: 'FR' });
    const { body } = await t.post(
      '/api/sms/price/list',
      { countries: ['US', 'DE'] },
      { token: sender.user.token },
    );
    expect(body.data).toEqual([{ country: 'US', price: '0.05', currency: 'EUR', demo: false }]);
    const send = await t.post(
      '/api/sms/send',
      { type: 1, from: 'Beacon', to: '+4915123456789', content: 'x', agree: true },
      { token: sender.user.token },
    );
    expect(send.body.code).toBe(3002);
    await expect(pricing.importCsv('nonsense')).rejects.toMatchObject({ name: 'PriceImportError' });
    expect((await pricing.quote('USD', ['US'])).get('US')).toBe(70_000n);
  });
});
