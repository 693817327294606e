/**
 * Every user-centre form refuses invalid input with its message, in English and Chinese: each journey has a
 * user of its own (made through the API), so the two run at the same time as each other and as the user-centre
 * journeys (user-centre.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test } from '../support/console.js';
import { codeOf, readMails, waitForMail } from '../support/mail.js';
import { codeOfSms, readSms, waitForSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';
import { totpCode } from '../support/totp.js';
import { fillPlace, typeOtp } from '../support/user-centre.js';

/** Another 6-digit code than `code`. */
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/**
 * The validation texts of packages/shared and the error catalogue (not in the console's locale files), as the
 * user reads them; where spec section 5 quotes a message, this is its wording.
 */
const MESSAGES = {
  'en-US': {
    emailInvalid: 'Please enter a valid email address',
    usernameRequired: 'Please enter your username',
    countryRequired: 'Please select your country or region',
    areaRequired: 'Please enter your area',
    profileTooLong: 'Profile must be at most 200 words',
    websiteInvalid: 'Enter a web address starting with http:// or https://',
    avatarType: 'Only JPG, PNG, or GIF formats are allowed.',
    avatarSize: 'File size cannot exceed 1MB.',
    oldPasswordEmpty: 'Please enter your current password',
    passwordEmpty: 'Password cannot be empty',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordClasses: 'Use at least 3 of: lowercase letters, uppercase letters, digits, special characters',
    passwordRepeats: 'Do not use more than 2 identical characters in a row',
    passwordCommon: 'Your password is too simple or commonly used. Please choose a stronger one.',
    passwordMismatch: 'The two passwords do not match',
    oldPasswordIncorrect: 'The old password is incorrect.',
    phoneRequired: 'Please enter your phone number',
    phoneInvalid: 'Please enter a valid phone number with its country code, e.g. +14155550100',
    codeIncorrect: 'The verification code is incorrect.',
  },
  'zh-CN': {
    emailInvalid: '请输入有效的邮箱地址',
    usernameRequired: '请输入用户名',
    countryRequired: '请选择国家/地区',
    areaRequired: '请输入所在地区',
    profileTooLong: '个人简介最多 200 个词',
    websiteInvalid: '请输入以 http:// 或 https:// 开头的网址',
    avatarType: '仅支持 JPG、PNG 或 GIF 格式。',
    avatarSize: '文件大小不能超过 1MB。',
    oldPasswordEmpty: '请输入当前密码',
    passwordEmpty: '密码不能为空',
    passwordTooShort: '密码至少需要 8 个字符',
    passwordClasses: '请至少包含小写字母、大写字母、数字、特殊字符中的 3 种',
    passwordRepeats: '同一字符不能连续出现超过 2 次',
    passwordCommon: '密码过于简单或常见，请选择更强的密码。',
    passwordMismatch: '两次输入的密码不一致',
    oldPasswordIncorrect: '原密码不正确。',
    phoneRequired: '请输入手机号码',
    phoneInvalid: '请输入带国家代码的有效手机号码，例如 +8613800138000',
    codeIncorrect: '验证码不正确。',
  },
} as const;

/** The PNG signature: the avatar check reads the first bytes, not the file name. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A whole 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Screenshots after the error texts have finished sliding in (antd animates them as they appear). */
async function shotSettled(page: Page, name: string) {
  const moving = ['appear', 'enter', 'leave'].map((phase) => `[class*="show-help"][class*="-${phase}"]`);
  await expect(page.locator(moving.join(', '))).toHaveCount(0);
  await shot(page, name);
}

/** A field's error, as it is announced with the field (antd links it to the input by aria-describedby). */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`every user-centre form refuses invalid input with its message (${locale})`, async ({ page }) => {
    const m = MESSAGES[locale];
    const t = (key: string, values?: Record<string, string>) => text(key, locale, values);
    // A user of its own, so the codes sent here (one a minute) leave the journeys' user alone.
    const other = await createApiUser(`centre-${locale.toLowerCase()}`);
    await startBrowserSession(page, other);
    await page.goto('/user/profile');
    if (locale === 'zh-CN') await chooseLanguage(page, 'en-US', 'zh-CN');

    // Basic info: e-mail, username, country/region and area required; profile at most 200 words. The
    // timezone is a list with no blank entry (the server refuses any other value: profile.test.ts).
    const basic = page.getByRole('form', { name: t('user.basic.title') });
    const email = basic.getByLabel(t('user.basic.email'), { exact: true });
    const profile = basic.getByLabel(t('user.basic.profile'), { exact: true });
    await email.fill('');
    await basic.getByLabel(t('user.basic.username'), { exact: true }).fill('');
    await basic.getByLabel(t('user.basic.area'), { exact: true }).fill('');
    await basic.getByLabel(t('user.basic.personalWebsite'), { exact: true }).fill('ftp://example.com');
    await profile.fill(Array.from({ length: 201 }, (_, i) => `word${i}`).join(' '));
    await expect(basic.getByText(t('user.basic.profileCount', { count: '201', max: '200' }))).toBeVisible();
    await basic.getByRole('button', { name: buttonName('user.basic.submit', locale) }).click();
    await expectFieldError(email, m.emailInvalid);
    await expectFieldError(basic.getByLabel(t('user.basic.username'), { exact: true }), m.usernameRequired);
    await expectFieldError(basic.getByRole('combobox', { name: t('user.basic.country') }), m.countryRequired);
    await expectFieldError(basic.getByLabel(t('user.basic.area'), { exact: true }), m.areaRequired);
    await expectFieldError(
      basic.getByLabel(t('user.basic.personalWebsite'), { exact: true }),
      m.websiteInvalid,
    );
    await expectFieldError(profile, m.profileTooLong);
    await email.fill('grace@');
    await expectFieldError(email, m.emailInvalid);
    await shotSettled(page, `user-profile-invalid-${locale}`);
    // Nothing was saved: the form never asked the server.
    await page.reload();
    await expect(basic.getByLabel(t('user.basic.username'), { exact: true })).toHaveValue(other.username);

    // Avatar: judged by content (a text file named .png), and at most 1 MB (a PNG one byte over).
    const avatarInput = page.locator('input[type="file"]');
    const avatarProblem = page.getByRole('alert');
    await avatarInput.setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(avatarProblem).toHaveText(m.avatarType);
    await avatarInput.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(1024 * 1024 + 1 - PNG_SIGNATURE.length)]),
    });
    await expect(avatarProblem).toHaveText(m.avatarSize);
    await shot(page, `user-avatar-invalid-${locale}`);
    // A real picture is taken whatever its name says.
    await avatarInput.setInputFiles({ name: 'holiday.gif', mimeType: 'image/gif', buffer: TINY_PNG });
    await expect(page.getByText(t('user.avatar.saved'))).toBeVisible();
    await expect(avatarProblem).toHaveCount(0);
    await expect(page.getByRole('main').locator('.ant-avatar img')).toHaveAttribute(
      'src',
      /\/api\/user\/avatar\/.+\.png$/,
    );

    // Change password: old, new and confirm required; the policy; confirm must match; the old one checked.
    await page.goto('/user/security/password');
    const password = page.getByRole('form', { name: t('user.password.title') });
    const oldPassword = password.getByLabel(t('user.password.old'), { exact: true });
    const newPassword = password.getByLabel(t('user.password.new'), { exact: true });
    const confirmPassword = password.getByLabel(t('user.password.confirm'), { exact: true });
    const submitPassword = password.getByRole('button', { name: buttonName('user.password.submit', locale) });
    await submitPassword.click();
    await expectFieldError(oldPassword, m.oldPasswordEmpty);
    await expectFieldError(newPassword, m.passwordEmpty);
    await expectFieldError(confirmPassword, m.passwordEmpty);
    for (const [weak, message] of [
      ['Ab1!xyz', m.passwordTooShort],
      ['lowercase-only-here', m.passwordClasses],
      ['Amber-Laaantern-59#', m.passwordRepeats],
      ['Password1!', m.passwordCommon],
    ] as const) {
      await newPassword.fill(weak);
      await expectFieldError(newPassword, message);
    }
    await newPassword.fill('Amber-Lantern-59#');
    await confirmPassword.fill('Amber-Lantern-58#');
    await expectFieldError(confirmPassword, m.passwordMismatch);
    await oldPassword.fill('Not-My-Password-9');
    await confirmPassword.fill('Amber-Lantern-59#');
    await submitPassword.click();
    await expectFieldError(oldPassword, m.oldPasswordIncorrect);
    await shotSettled(page, `user-password-invalid-${locale}`);

    // Phone binding: a number is required and must be E.164; a wrong code is refused.
    await page.goto('/user/security/phone');
    const phone = page.getByRole('form', { name: t('user.phone.title') });
    const number = phone.getByLabel(t('user.phone.number'), { exact: true });
    const sendCode = phone.getByRole('button', { name: buttonName('user.phone.sendCode', locale) });
    await sendCode.click();
    await expect(phone.getByText(m.phoneRequired)).toBeVisible();
    await number.fill('415 555 0123');
    await sendCode.click();
    await expect(phone.getByText(m.phoneInvalid)).toBeVisible();
    expect(readSms('415 555 0123')).toEqual([]);
    const ownPhone = locale === 'en-US' ? '+14155550142' : '+14155550143';
    await number.fill(ownPhone);
    const smsBefore = readSms(ownPhone).length;
    await sendCode.click();
    await expect(phone.getByText(t('user.phone.sentTo', { phone: ownPhone }))).toBeVisible();
    const texted = codeOfSms(await waitForSms(ownPhone, smsBefore));
    await typeOtp(page, t('user.code.label'), wrongCode(texted));
    await phone.getByRole('button', { name: buttonName('user.phone.submit', locale) }).click();
    await expect(phone.getByText(m.codeIncorrect)).toBeVisible();
    await shotSettled(page, `user-phone-invalid-${locale}`);

    // Authenticator set-up: a code that is not the app's.
    await page.goto('/user/security');
    await page.getByRole('button', { name: buttonName('user.totp.setUp', locale) }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await typeOtp(page, t('user.totp.codeLabel'), wrongCode(totpCode(secret)));
    await page.getByRole('button', { name: buttonName('user.totp.enable', locale) }).click();
    await expect(page.getByText(t('user.totp.wrongCode'))).toBeVisible();
    await page.keyboard.press('Escape');

    // A new e-mail waits for its code; a wrong code is refused.
    await page.goto('/user/profile');
    await fillPlace(page, locale);
    const newEmail = `other-${locale}-${Date.now()}@example.com`;
    await page.getByLabel(t('user.basic.email'), { exact: true }).fill(newEmail);
    const mailsBefore = readMails(newEmail).length;
    await page.getByRole('button', { name: buttonName('user.basic.submit', locale) }).click();
    const confirmEmail = page.getByRole('dialog', { name: t('user.email.confirmTitle') });
    await expect(confirmEmail).toBeVisible();
    const mailed = codeOf(await waitForMail(newEmail, mailsBefore));
    await typeOtp(page, t('user.code.label'), wrongCode(mailed));
    await confirmEmail.getByRole('button', { name: buttonName('user.email.confirm', locale) }).click();
    await expect(confirmEmail.getByText(m.codeIncorrect)).toBeVisible();
    await shotSettled(page, `user-email-code-invalid-${locale}`);
    await page.keyboard.press('Escape');
    await expect(confirmEmail).toBeHidden();
    await page.getByRole('button', { name: buttonName('user.email.cancel', locale) }).click();
    await expect(page.getByText(t('user.email.pendingHint'))).toBeHidden();

    if (locale === 'zh-CN') await chooseLanguage(page, 'zh-CN', 'en-US');
  });
}
