import { describe, expect, test } from 'vitest';
import {
  SMS_COUNTRIES,
  ZApiKeyCreateSchema,
  ZPriceListSchema,
  ZSmsSendSchema,
  ZSmsSettingsUpdateSchema,
  mergeRecipientVariables,
} from './sms.js';

const SEND = { type: 1, from: 'Beacon', to: '+14155550100', content: 'Hello', agree: true };

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the console send schema', () => {
  test('parses recipients from a comma/new-line string and keeps duplicates aside', () => {
    const parsed = ZSmsSendSchema.parse({ ...SEND, to: '+14155550100,\n+14155550101\n+14155550100' });
    expect(parsed.to.recipients.map((r) => r.e164)).toEqual(['+14155550100', '+14155550101']);
    expect(parsed.to.duplicates).toEqual(['+14155550100']);
  });

  test('reports each bad number at its index and the missing content or template', () => {
    const result = ZSmsSendSchema.safeParse({ ...SEND, to: ['+14155550100', '12345', 7], content: ' ' });
    expect(issuesOf(result)).toEqual([
      ['to.2', 'phoneInvalid'],
      ['to.1', 'phoneInvalid'],
      ['content', 'contentOrTemplateRequired'],
    ]);
  });

  test.each([
    [10_000, []],
    [10_001, [['to', 'recipientsTooMany']]],
  ])('%i distinct recipients', (count, issues) => {
    const to = Array.from({ length: count }, (_, i) =>
      i < 10_000 ? `+1415555${String(i).padStart(4, '0')}` : '+14165550100',
    );
    expect(issuesOf(ZSmsSendSchema.safeParse({ ...SEND, to }))).toEqual(issues);
  });

  test('needs the agreement, a valid type, sender id and send time', () => {
    const result = ZSmsSendSchema.safeParse({ ...SEND, agree: false, type: 9, from: '', sendAt: 'tomorrow' });
    expect(issuesOf(result)).toEqual([
      ['type', 'smsTypeInvalid'],
      ['from', 'senderIdEmpty'],
      ['sendAt', 'sendAtInvalid'],
      ['agree', 'sendAgreeRequired'],
    ]);
  });

  test('takes variables as an object or JSON text and refuses odd names', () => {
    expect(ZSmsSendSchema.parse({ ...SEND, variables: '{"code":123456}' }).variables).toEqual({
      code: '123456',
    });
    expect(issuesOf(ZSmsSendSchema.safeParse({ ...SEND, variables: { 'first name': 'x' } }))[0]?.[1]).toBe(
      'variablesInvalid',
    );
    expect(issuesOf(ZSmsSendSchema.safeParse({ ...SEND, variables: [1] }))[0]?.[1]).toBe('variablesInvalid');
  });
});

describe('per-recipient variables of the console send', () => {
  const TO = ['+14155550100', '+14155550101'];

  test('take an object or JSON text keyed by recipients, values as text', () => {
    const parsed = ZSmsSendSchema.parse({
      ...SEND,
      to: TO,
      recipientVariables: { '+14155550100': { name: 'Ada', visits: 3 }, '+14155550101': { name: '' } },
    });
    expect(parsed.recipientVariables).toEqual({
      '+14155550100': { name: 'Ada', visits: '3' },
      '+14155550101': { name: '' },
    });
    const fromForm = ZSmsSendSchema.parse({
      ...SEND,
      to: TO.join(','),
      recipientVariables: '{"+14155550101":{"name":"Bo"}}',
    });
    expect(fromForm.recipientVariables).toEqual({ '+14155550101': { name: 'Bo' } });
    expect(ZSmsSendSchema.parse({ ...SEND, recipientVariables: '' }).recipientVariables).toEqual({});
  });

  test.each([
    [
      'a number that is not a recipient',
      { '+14155550199': { name: 'x' } },
      'recipientVariables.+14155550199',
      'recipientVariablesUnknown',
    ],
    [
      'a key that is not an E.164 number',
      { '4155550100': { name: 'x' } },
      'recipientVariables.4155550100',
      'recipientVariablesInvalid',
    ],
    ['a list', [{ name: 'x' }], 'recipientVariables', 'recipientVariablesInvalid'],
    ['broken JSON text', '{"+14155550100":', 'recipientVariables', 'recipientVariablesInvalid'],
    [
      'an odd variable name',
      { '+14155550100': { 'first name': 'x' } },
      'recipientVariables.+14155550100.first name',
      'variablesInvalid',
    ],
    [
      'a value over 1,000 characters',
      { '+14155550100': { name: 'x'.repeat(1_001) } },
      'recipientVariables.+14155550100.name',
      'variablesInvalid',
    ],
    [
      'a constructor name',
      JSON.parse('{"+14155550100":{"constructor":"x"}}') as unknown,
      'recipientVariables.+14155550100',
      'variablesInvalid',
    ],
  ])('refuse %s', (_, recipientVariables, path, key) => {
    expect(issuesOf(ZSmsSendSchema.safeParse({ ...SEND, to: TO, recipientVariables }))).toEqual([
      [path, key],
    ]);
  });

  test('a value of exactly 1,000 characters passes', () => {
    const name = 'x'.repeat(1_000);
    const parsed = ZSmsSendSchema.parse({
      ...SEND,
      to: TO,
      recipientVariables: { '+14155550100': { name } },
    });
    expect(parsed.recipientVariables?.['+14155550100']?.name).toBe(name);
  });

  test.each([
    [10_000, []],
    // The 10,001st entry cannot be one of 10,000 recipients, so it is named as well.
    [
      10_001,
      [
        ['recipientVariables', 'recipientVariablesTooMany'],
        ['recipientVariables.+14165550100', 'recipientVariablesUnknown'],
      ],
    ],
  ])('%i entries', (count, issues) => {
    const to = Array.from({ length: 10_000 }, (_, i) => `+1415555${String(i).padStart(4, '0')}`);
    const entries = [...to.slice(0, count), '+14165550100'].slice(0, count);
    const recipientVariables = Object.fromEntries(entries.map((phone) => [phone, { name: 'x' }]));
    expect(issuesOf(ZSmsSendSchema.safeParse({ ...SEND, to, recipientVariables }))).toEqual(issues);
  });

  test('a stray number is reported with the other fields, not after them', () => {
    const result = ZSmsSendSchema.safeParse({
      ...SEND,
      agree: false,
      recipientVariables: { '+14155550199': { name: 'x' } },
    });
    expect(issuesOf(result)).toEqual([
      ['agree', 'sendAgreeRequired'],
      ['recipientVariables.+14155550199', 'recipientVariablesUnknown'],
    ]);
  });
});

test('a recipient’s own non-blank values win over the shared ones', () => {
  expect(
    mergeRecipientVariables({ name: 'friend', code: '1', spare: undefined }, { name: 'Ada', code: ' ' }),
  ).toEqual({ name: 'Ada', code: '1' });
  expect(mergeRecipientVariables({ name: 'friend' }, undefined)).toEqual({ name: 'friend' });
});

describe('the settings schema', () => {
  test('accepts IPv4/IPv6 addresses and CIDRs, limits as numbers or form strings, blank URLs as none', () => {
    expect(
      ZSmsSettingsUpdateSchema.parse({
        ipWhitelist: '203.0.113.7, 10.0.0.0/8,2001:db8::/32,::1',
        dailyLimit: '500',
        perSecondRate: '',
        statusWebhookUrl: '',
        disallowedCountries: ['cn', 'RU'],
      }),
    ).toEqual({
      ipWhitelist: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1'],
      dailyLimit: 500,
      perSecondRate: 0,
      statusWebhookUrl: null,
      disallowedCountries: ['CN', 'RU'],
    });
  });

  test.each([
    [{ ipWhitelist: ['10.0.0.0/33'] }, 'ipWhitelist.0', 'ipEntryInvalid'],
    [{ ipWhitelist: ['example.com'] }, 'ipWhitelist.0', 'ipEntryInvalid'],
    [{ dailyLimit: -1 }, 'dailyLimit', 'limitInvalid'],
    [{ perNumberLimit: 1.5 }, 'perNumberLimit', 'limitInvalid'],
    [{ statusWebhookUrl: 'ftp://example.com/x' }, 'statusWebhookUrl', 'webhookUrlInvalid'],
    [{ moWebhookUrl: 'javascript:alert(1)' }, 'moWebhookUrl', 'webhookUrlInvalid'],
    [{ webhookSecret: 'short' }, 'webhookSecret', 'webhookSecretInvalid'],
    [{ disallowedCountries: ['XX'] }, 'disallowedCountries.0', 'countryInvalid'],
  ])('%j is refused', (body, path, key) => {
    expect(issuesOf(ZSmsSettingsUpdateSchema.safeParse(body))).toEqual([[path, key]]);
  });
});

test('other SMS bodies', () => {
  expect(ZApiKeyCreateSchema.safeParse({ name: ' ' }).success).toBe(false);
  expect(ZPriceListSchema.parse({ countries: 'us,gb' })).toEqual({ countries: ['US', 'GB'] });
  expect(SMS_COUNTRIES).toContain('CN');
});
