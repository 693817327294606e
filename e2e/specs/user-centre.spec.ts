/**
 * The user centre in Chromium against the built server on its embedded defaults: a newcomer binds a phone
 * with the code the SMSC simulator received, switches sign-in codes to SMS and signs in with one, turns on an
 * authenticator app (codes computed here from the key the console shows) and signs in with it; preferences
 * change how every date is shown; and a new sign-in e-mail is confirmed by code. Every form refusing invalid
 * input is user-centre-forms.spec.ts.
 */
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
} from '../support/console.js';
import { codeOf, readMails, waitForMail } from '../support/mail.js';
import { codeOfSms, readSms, waitForSms } from '../support/sms.js';
import { buttonName, text } from '../support/texts.js';
import { freshTotp } from '../support/totp.js';
import { fillPlace, typeOtp } from '../support/user-centre.js';

const user = {
  email: `centre-${Date.now()}@example.com`,
  password: 'Sms-Beacon-2026!',
  username: 'Hedy Centre',
};
const PHONE = '+14155550123';
const MASKED_PHONE = '+141*****123';

test.describe.configure({ mode: 'serial' });

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
