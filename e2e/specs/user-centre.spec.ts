/**
 * The user centre in Chromium against the built server on its embedded defaults: a newcomer binds a phone
 * with the code the SMSC simulator received, switches sign-in codes to SMS and signs in with one, turns on an
 * authenticator app (codes computed here from the key the console shows) and signs in with it; preferences
 * change how every date is shown; a new sign-in e-mail is confirmed by code; and every form refuses invalid
 * input with its message, in English and Chinese.
 */
import type { Locator, Page } from '@playwright/test';
import { createApiUser, startBrowserSession } from '../support/api-user.js';
import {
  chooseLanguage,
  createAccount,
  expect,
  shot,
  signIn,
  signOut,
  signUp,
  submitLogin,
  test,
  type Locale,
} from '../support/console.js';
import { codeOf, readMails, waitForMail } from '../support/mail.js';
import { codeOfSms, readSms, waitForSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';
import { freshTotp, totpCode } from '../support/totp.js';

const user = {
  email: `centre-${Date.now()}@example.com`,
  password: 'Sms-Beacon-2026!',
  username: 'Hedy Centre',
};
const PHONE = '+14155550123';
const MASKED_PHONE = '+141*****123';

test.describe.configure({ mode: 'serial' });

/** The required country/region and area of the basic info, which a new user has not given yet. */
async function fillPlace(page: Page, locale: Locale) {
  const country = page.getByRole('combobox', { name: text('user.basic.country', locale) });
  await country.click();
  await country.pressSequentially('(GB)');
  await page.getByTitle(`${text('common.country.GB', locale)} (GB)`).click();
  await page.getByLabel(text('user.basic.area', locale), { exact: true }).fill('London');
}

/** Another 6-digit code than `code`. */
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/** Types into antd's one-box-per-digit OTP input labelled `label`, as a person would. */
async function typeOtp(page: Page, label: string, code: string) {
  await page.getByRole('group', { name: label }).locator('input').first().click();
  await page.keyboard.type(code);
}

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

test('a newcomer signs up, creates an account and finds the user centre in the menu', async ({ page }) => {
  await signUp(page, user);
  await createAccount(page, 'Centre alerts', 'US');
  // A new account's first steps are all still to do.
  await expect(page.getByText(text('dashboard.steps.title'))).toBeVisible();
  await expect(
    page.getByLabel(`${text('dashboard.steps.bindPhone.title')}: ${text('dashboard.steps.todo')}`),
  ).toBeVisible();
  const menu = page.getByTestId('side-menu');
  const group = menu.getByRole('menuitem', { name: text('menu.user'), exact: true });
  await group.click();
  // Only once the group has finished opening does the entry stay under the pointer for the whole click.
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.locator('.ant-motion-collapse')).toHaveCount(0);
  await menu.getByRole('menuitem', { name: text('menu.user.profile'), exact: true }).click();
  await expect(page).toHaveURL(/\/user\/profile/);
  await expect(page.getByRole('form', { name: text('user.basic.title') })).toBeVisible();
  await shot(page, 'user-profile-en');
});

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

test('a user binds a phone with the texted code, switches sign-in codes to SMS and signs in with one', async ({
  page,
}) => {
  await signIn(page, user.email, user.password);
  await page.goto('/user/security/phone');
  const form = page.getByRole('form', { name: text('user.phone.title') });
  await form.getByLabel(text('user.phone.number')).fill(PHONE);
  const smsBefore = readSms(PHONE).length;
  await form.getByRole('button', { name: buttonName('user.phone.sendCode') }).click();
  await expect(page.getByText(text('user.phone.sentTo', 'en-US', { phone: PHONE }))).toBeVisible();
  const sms = await waitForSms(PHONE, smsBefore);
  expect(sms.content).toMatch(/^Beacon: your phone binding code is \d{6}\. It expires in 10 minutes\.$/);
  await typeOtp(page, text('user.code.label'), codeOfSms(sms));
  await form.getByRole('button', { name: buttonName('user.phone.submit') }).click();
  await expect(page.getByText(text('user.phone.current', 'en-US', { phone: PHONE }))).toBeVisible();
  await shot(page, 'user-phone-bound-en');

  await page.goto('/user/security');
  await page
    .getByRole('radio', {
      name: new RegExp(text('user.twoFactor.sms', 'en-US', { phone: PHONE }).replace('+', '\\+')),
    })
    .check();
  await expect(page.getByText(text('user.twoFactor.savedSms'))).toBeVisible();
  await expect(page.getByRole('radio', { name: /By SMS/ })).toBeChecked();
  await signOut(page);

  const codesBefore = readSms(PHONE).length;
  const mailsBefore = await submitLogin(page, user.email, user.password);
  await expect(page.getByText(text('auth.code.sentBySms', 'en-US', { to: MASKED_PHONE }))).toBeVisible();
  const signInSms = await waitForSms(PHONE, codesBefore);
  await typeOtp(page, text('auth.code.label'), codeOfSms(signInSms));
  await page.getByRole('button', { name: buttonName('auth.code.submit') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  expect(readMails(user.email).length, 'no sign-in code e-mailed').toBe(mailsBefore);
  // The checklist saw the bound phone.
  await expect(
    page.getByLabel(`${text('dashboard.steps.bindPhone.title')}: ${text('dashboard.steps.done')}`),
  ).toBeVisible();
});

test('with an authenticator app on, sign-in asks for its code (computed from the key shown)', async ({
  page,
}) => {
  // Still SMS from the previous journey.
  const codesBefore = readSms(PHONE).length;
  await submitLogin(page, user.email, user.password);
  await typeOtp(page, text('auth.code.label'), codeOfSms(await waitForSms(PHONE, codesBefore)));
  await page.getByRole('button', { name: buttonName('auth.code.submit') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);

  await page.goto('/user/security');
  await page.getByRole('button', { name: buttonName('user.totp.setUp') }).click();
  await expect(page.getByRole('img', { name: text('user.totp.qrTitle') })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'user-totp-setup-en');
  // Each code is used once; the server's window of a step either side gives three without waiting.
  const enabling = await freshTotp(secret, null);
  await typeOtp(page, text('user.totp.codeLabel'), enabling.code);
  await page.getByRole('button', { name: buttonName('user.totp.enable') }).click();
  await expect(page.getByText(text('user.twoFactor.authenticatorActive'))).toBeVisible();
  await expect(page.getByText(text('user.totp.on'), { exact: true })).toBeVisible();
  await signOut(page);

  const smsBefore = readSms(PHONE).length;
  const mailsBefore = await submitLogin(page, user.email, user.password);
  await expect(page.getByText(text('auth.code.fromAuthenticator'))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(text('auth.code.resend')) })).toHaveCount(0);
  await shot(page, 'login-totp-en');
  // The code that turned the app on cannot be used again: take a later one.
  const signingIn = await freshTotp(secret, enabling.step);
  await typeOtp(page, text('auth.code.totpLabel'), signingIn.code);
  await page.getByRole('button', { name: buttonName('auth.code.submit') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  expect(readSms(PHONE).length, 'nothing texted').toBe(smsBefore);
  expect(readMails(user.email).length, 'nothing e-mailed').toBe(mailsBefore);

  // The Chinese sign-in prompt says the same.
  await signOut(page);
  await page.goto('/login');
  await chooseLanguage(page, 'en-US', 'zh-CN');
  await submitLogin(page, user.email, user.password, 'zh-CN');
  await expect(page.getByText(text('auth.code.fromAuthenticator', 'zh-CN'))).toBeVisible();
  await shot(page, 'login-totp-zh');
  const signingInAgain = await freshTotp(secret, signingIn.step);
  await typeOtp(page, text('auth.code.totpLabel', 'zh-CN'), signingInAgain.code);
  await page.getByRole('button', { name: buttonName('auth.code.submit', 'zh-CN') }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  await expect(
    page.getByRole('heading', {
      name: text('dashboard.workplace.greeting', 'zh-CN', { name: user.username }),
    }),
  ).toBeVisible();
  await chooseLanguage(page, 'zh-CN', 'en-US');

  // Turned off with the password, sign-in codes come by e-mail again.
  await page.goto('/user/security');
  await page.getByRole('button', { name: buttonName('user.totp.turnOff') }).click();
  await page.getByText(text('user.totp.withPassword')).click();
  const dialog = page.getByRole('form', { name: text('user.totp.disableTitle') });
  await dialog.getByLabel(text('user.totp.passwordLabel'), { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: buttonName('user.totp.disable') }).click();
  await expect(page.getByText(text('user.totp.off'), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('radio', {
      name: new RegExp(text('user.twoFactor.email', 'en-US', { email: user.email })),
    }),
  ).toBeChecked();
  await signOut(page);
});

test('preferences change how every date is shown; sessions list this browser', async ({ page }) => {
  // The authenticator is off again: the sign-in code comes by e-mail, nothing is texted.
  const smsBefore = readSms(PHONE).length;
  await signIn(page, user.email, user.password);
  // Signed in only once the console has moved on: going to another page sooner cancels the code's request.
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
  expect(readSms(PHONE).length, 'nothing texted').toBe(smsBefore);
  await page.goto('/user/preferences');
  await page.getByRole('combobox', { name: text('user.preferences.timezone') }).click();
  await page.getByTitle(text('user.timezone.Asia/Tokyo')).click();
  await page.getByRole('combobox', { name: text('user.preferences.timeFormat') }).click();
  await page.getByTitle(/· DD\.MM\.YYYY HH:mm$/).click();
  await page.getByRole('button', { name: buttonName('user.preferences.submit') }).click();
  await expect(page.getByText(text('user.preferences.saved'))).toBeVisible();

  await page.goto('/user/security');
  const sessions = page.locator('.ant-card').filter({ hasText: text('user.sessions.title') });
  const current = sessions.getByRole('row').filter({ hasText: text('user.sessions.current') });
  await expect(current).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await shot(page, 'user-security-en');
  await page.goto('/app/dashboard/workplace');
  await expect(page.getByText(/\(Asia\/Tokyo\)/)).toBeVisible();
  await signOut(page);
});

test('a new sign-in e-mail is used once the code sent to it is entered', async ({ page }) => {
  await signIn(page, user.email, user.password);
  const newEmail = `moved-${Date.now()}@example.com`;
  await page.goto('/user/profile');
  await fillPlace(page, 'en-US');
  await page.getByLabel(text('user.basic.email'), { exact: true }).fill(newEmail);
  const mailsBefore = readMails(newEmail).length;
  await page.getByRole('button', { name: buttonName('user.basic.submit') }).click();
  const confirmEmail = page.getByRole('dialog', { name: text('user.email.confirmTitle') });
  await expect(confirmEmail).toBeVisible();
  await typeOtp(page, text('user.code.label'), codeOf(await waitForMail(newEmail, mailsBefore)));
  await confirmEmail.getByRole('button', { name: buttonName('user.email.confirm') }).click();
  await expect(page.getByText(text('user.email.changed', 'en-US', { email: newEmail }))).toBeVisible();
  await signOut(page);
  await signIn(page, newEmail, user.password);
  await expect(page).toHaveURL(/\/app\/dashboard\/workplace/);
});
