/**
 * SMPP access from the console (issue 24): a verified account opens SMS → Settings → SMPP, reads where to
 * bind, creates a credential whose password is shown once, binds an ESME with it from outside, sees the bind
 * live with its submits and window, reads the guide's statuses, revokes the credential — which closes the
 * bind — and reads the same page in Chinese.
 */
import { createApiUser, startBrowserSession, type ApiUser } from '../support/api-user.js';
import { chooseLanguage, expect, shot, test } from '../support/console.js';
import { creditAccount, verifyAccount } from '../support/ops.js';
import { connectEsme } from '../support/smpp-esme.js';
import { buttonName, text } from '../support/texts.js';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

let user: ApiUser;

test.beforeAll(async () => {
  user = await createApiUser('smpp-customer', 'US');
  await verifyAccount(user.accountId);
  await creditAccount(user.accountId, '20');
});

test('a credential made in the console binds an ESME, which shows live until the credential is revoked', async ({
  page,
}) => {
  await startBrowserSession(page, user);
  await page.goto('/app/sms/setting?tab=smpp');
  const connection = page.getByRole('region', { name: text('sms.smpp.connection') });
  await expect(connection.getByText(text('sms.smpp.host'))).toBeVisible();
  const port = Number(await connection.locator('.ant-descriptions-item-content code').nth(1).innerText());
  expect(port).toBeGreaterThan(0);
  await expect(page.getByText(text('sms.smpp.noCredentials'))).toBeVisible();
  await expect(page.getByText(text('sms.smpp.noBinds'))).toBeVisible();

  await page.getByRole('button', { name: buttonName('sms.smpp.create') }).click();
  const modal = page.getByRole('dialog', { name: text('sms.smpp.createTitle') });
  await modal.getByRole('button', { name: buttonName('sms.smpp.create') }).click();
  const created = page.getByRole('dialog', { name: text('sms.smpp.createdTitle') });
  await expect(created.getByText(text('sms.smpp.passwordOnce'))).toBeVisible();
  const password = (await created.getByTestId('smpp-password').innerText()).trim();
  const systemId = (await created.locator('code').filter({ hasText: /^BC/ }).first().innerText()).trim();
  expect(password).toMatch(/^[A-Za-z2-9]{8}$/);
  await shot(page, 'smpp-credential-created-en');
  await created.getByRole('button', { name: buttonName('sms.smpp.done') }).click();
  await expect(created).toBeHidden();
  const credentials = page.getByRole('region', { name: text('sms.smpp.credentials') });
  const credentialRow = credentials.getByRole('row').filter({ hasText: systemId });
  await expect(credentialRow).toContainText(text('sms.smpp.active'));
  await expect(page.getByText(password)).toHaveCount(0);

  const esme = await connectEsme('127.0.0.1', port);
  try {
    expect(await esme.bind(systemId, 'wrong123')).toBe(0x0e);
    expect(await esme.bind(systemId, password)).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(await esme.submit('+12025550100', `SMPP journey ${i}`)).toBe(0);
    // Reported every 5 s by the process holding the bind, polled every 5 s by the page.
    const binds = page.getByRole('region', { name: text('sms.smpp.binds') });
    const bindRow = binds.getByRole('row').filter({ hasText: text('sms.smpp.bindTypes.transceiver') });
    await expect(bindRow).toContainText('127.0.0.1', { timeout: 20_000 });
    await expect(bindRow).toContainText(systemId);
    await expect(credentialRow).toContainText('127.0.0.1', { timeout: 20_000 });
    await page.getByText(text('sms.smpp.guide')).click();
    await expect(page.getByText(text('sms.smpp.status.ESME_RTHROTTLED'))).toBeVisible();
    await shot(page, 'smpp-settings-en');

    await credentialRow.getByRole('button', { name: buttonName('sms.smpp.revoke') }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: buttonName('sms.smpp.revoke') })
      .click();
    await esme.closed();
    await expect(credentialRow).not.toContainText(text('sms.smpp.active'));
    await expect(page.getByText(text('sms.smpp.noBinds'))).toBeVisible({ timeout: 20_000 });
  } finally {
    esme.close();
  }

  await chooseLanguage(page, 'en-US', 'zh-CN');
  await expect(page.getByRole('region', { name: text('sms.smpp.connection', 'zh-CN') })).toBeVisible();
  // The guide opened in English stays open in Chinese.
  await expect(page.getByText(text('sms.smpp.guide', 'zh-CN'))).toBeVisible();
  await expect(page.getByText(text('sms.smpp.status.ESME_RINVPASWD', 'zh-CN'))).toBeVisible();
  await shot(page, 'smpp-settings-zh');
});
