import { describe, expect, test } from 'vitest';
import { text } from '../i18n/texts.js';
import { ZChangePasswordSchema } from './new-password.js';
import {
  AVATAR_MAX_BYTES,
  PROFILE_MAX_CHARS,
  PROFILE_MAX_WORDS,
  ZPhoneOtpSchema,
  ZTotpDisableSchema,
  ZUpdateBasicSchema,
  ZUpdatePreferencesSchema,
  countWords,
  detectImageType,
  findAvatarProblem,
} from './user.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const BASIC = {
  email: 'Ada@Example.com',
  username: 'Ada',
  timezone: 'Asia/Tokyo',
  country: 'jp',
  area: 'Tokyo',
};

describe('the user-centre messages', () => {
  test('keep the spec wording of the avatar rules', () => {
    expect(text('en-US', 'validation', 'avatarType')).toBe('Only JPG, PNG, or GIF formats are allowed.');
    expect(text('en-US', 'validation', 'avatarSize')).toBe('File size cannot exceed 1MB.');
  });
});

describe('word counting for the 200-word profile', () => {
  test.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['Hello   world\nagain', 3],
    ['你好世界', 4],
    ['Hello 世界', 3],
    ['API文档v2', 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  test.each([
    [PROFILE_MAX_WORDS, null],
    [PROFILE_MAX_WORDS + 1, 'profileTooLong'],
  ])('a profile of %i words: %s', (words, problem) => {
    const profile = Array.from({ length: words }, () => 'word').join(' ');
    expect(firstMessage(ZUpdateBasicSchema.safeParse({ ...BASIC, profile }))).toBe(problem);
  });

  test.each([
    [PROFILE_MAX_CHARS, null],
    [PROFILE_MAX_CHARS + 1, 'profileTooManyChars'],
  ])('a profile of few words but %i characters: %s', (chars, problem) => {
    const profile = `${'x'.repeat(chars - 6)} a b c`;
    expect(firstMessage(ZUpdateBasicSchema.safeParse({ ...BASIC, profile }))).toBe(problem);
  });
});

describe('basic info', () => {
  test('normalises the e-mail and country and turns blank optional fields into null', () => {
    const parsed = ZUpdateBasicSchema.parse({ ...BASIC, address: '  ', personalWebsite: '' });
    expect(parsed).toEqual({
      email: 'ada@example.com',
      username: 'Ada',
      timezone: 'Asia/Tokyo',
      country: 'JP',
      area: 'Tokyo',
      address: null,
      jobName: null,
      personalWebsite: null,
      profile: null,
    });
  });

  test.each([
    ['email', 'nope', 'emailInvalid'],
    ['username', ' ', 'usernameRequired'],
    ['timezone', 'Mars/Olympus', 'timezoneInvalid'],
    ['country', 'XX', 'countryRequired'],
    ['area', '', 'areaRequired'],
    ['personalWebsite', 'ftp://example.com', 'websiteInvalid'],
  ])('%s %j is refused with %s', (field, value, key) => {
    expect(firstMessage(ZUpdateBasicSchema.safeParse({ ...BASIC, [field]: value }))).toBe(key);
  });
});

describe('preferences', () => {
  test('take one of the nine time formats', () => {
    const good = { language: 'zh-CN', timezone: 'UTC', timeFormat: 'DD.MM.YYYY HH:mm', theme: 'dark' };
    expect(ZUpdatePreferencesSchema.safeParse(good).success).toBe(true);
    expect(firstMessage(ZUpdatePreferencesSchema.safeParse({ ...good, timeFormat: 'YYYY' }))).toBe(
      'timeFormatInvalid',
    );
    expect(firstMessage(ZUpdatePreferencesSchema.safeParse({ ...good, theme: 'pink' }))).toBe('themeInvalid');
  });
});

describe('phone numbers to bind', () => {
  test.each([
    ['', 'phoneRequired'],
    ['+1 415 555 0100', 'phoneNumberInvalid'],
    ['4155550100', 'phoneNumberInvalid'],
    ['+999123', 'phoneNumberInvalid'],
    ['+14155550100', null],
  ])('%j: %s', (phone, problem) => {
    expect(firstMessage(ZPhoneOtpSchema.safeParse({ phone }))).toBe(problem);
  });
});

describe('changing the password', () => {
  test.each([
    [
      { oldPassword: '', newPassword: 'Quiet-Harbour-77%', confirmPassword: 'Quiet-Harbour-77%' },
      'oldPasswordEmpty',
    ],
    [{ oldPassword: 'x', newPassword: 'Password1!', confirmPassword: 'Password1!' }, 'passwordCommon'],
    [{ oldPassword: 'x', newPassword: 'Quiet-Harbour-77%', confirmPassword: 'other' }, 'passwordMismatch'],
    [
      {
        oldPassword: 'Quiet-Harbour-77%',
        newPassword: 'Quiet-Harbour-77%',
        confirmPassword: 'Quiet-Harbour-77%',
      },
      'passwordSameAsOld',
    ],
    [{ oldPassword: 'x', newPassword: 'Quiet-Harbour-77%', confirmPassword: 'Quiet-Harbour-77%' }, null],
  ])('%j: %s', (input, problem) => {
    expect(firstMessage(ZChangePasswordSchema.safeParse(input))).toBe(problem);
  });
});

describe('turning the authenticator off', () => {
  test('needs a code or the password', () => {
    expect(firstMessage(ZTotpDisableSchema.safeParse({ code: '', password: '' }))).toBe('totpProofRequired');
    expect(ZTotpDisableSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(ZTotpDisableSchema.safeParse({ password: 'secret' }).success).toBe(true);
    expect(firstMessage(ZTotpDisableSchema.safeParse({ code: '12' }))).toBe('codeInvalid');
  });
});

describe('avatar content', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const GIF = new TextEncoder().encode('GIF89a....');
  const TEXT = new TextEncoder().encode('hello, I am not a picture');

  test.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [new TextEncoder().encode('GIF87a'), 'image/gif'],
    [TEXT, null],
    [new Uint8Array(), null],
    [Uint8Array.from([0x89, 0x50, 0x4e]), null],
  ])('%#: bytes announce %s', (bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  test.each([
    [PNG, AVATAR_MAX_BYTES, null],
    [PNG, AVATAR_MAX_BYTES + 1, 'avatarSize'],
    [TEXT, 10, 'avatarType'],
  ])('%#: problem %s', (head, size, problem) => {
    expect(findAvatarProblem(head, size)).toBe(problem);
  });
});
