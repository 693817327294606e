/**
 * Steps the user-centre journeys share (specs/user-centre*.spec.ts): the basic info's required place, and
 * antd's one-box-per-digit code input.
 */
import type { Page } from '@playwright/test';
import type { Locale } from './console.js';
import { text } from './texts.js';

/** The required country/region and area of the basic info, which a new user has not given yet. */
export async function fillPlace(page: Page, locale: Locale) {
  const country = page.getByRole('combobox', { name: text('user.basic.country', locale) });
  await country.click();
  await country.pressSequentially('(GB)');
  await page.getByTitle(`${text('common.country.GB', locale)} (GB)`).click();
  await page.getByLabel(text('user.basic.area', locale), { exact: true }).fill('London');
}

/** Types into antd's one-box-per-digit OTP input labelled `label`, as a person would. */
export async function typeOtp(page: Page, label: string, code: string) {
  await page.getByRole('group', { name: label }).locator('input').first().click();
  await page.keyboard.type(code);
}
