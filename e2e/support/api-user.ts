/**
 * A fresh signed-up user with an account, made through the public API rather than the sign-up pages (which
 * the newcomer journey already proves): the captcha is solved here the way the widget solves it, the code
 * comes from the .eml outbox. Journeys that are about the signed-in console start from its session token.
 */
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './env.js';
import { codeOf, readMails, waitForMail } from './mail.js';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

export interface ApiUser {
  email: string;
  password: string;
  username: string;
  token: string;
  accountId: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      'accept-language': 'en-US',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** ALTCHA v1: the number n for which SHA-256(salt + n) is the challenge. */
function solveCaptcha(challenge: Challenge): string {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: n, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('captcha challenge has no solution');
}

/** Signs up (captcha, e-mailed code) and creates an account billed in `billingCountry`, which becomes current. */
export async function createApiUser(label: string, billingCountry = 'GB'): Promise<ApiUser> {
  const email = `${label}-${Date.now()}@example.com`;
  const password = 'Sms-Beacon-2026!';
  const username = 'Grace Layout';
  const captcha = solveCaptcha(await call<Challenge>('GET', '/auth/captcha'));
  const mailsBefore = readMails(email).length;
  const { id } = await call<{ id: string }>('POST', '/auth/signup/otp', {
    email,
    username,
    password,
    captcha,
    agree: true,
  });
  const code = codeOf(await waitForMail(email, mailsBefore));
  const { token } = await call<{ token: string }>('POST', '/auth/signup', { id, code });
  const { accountId } = await call<{ accountId: string }>(
    'POST',
    '/account/add',
    { name: 'Layout lab', products: ['sms'], billingCountry },
    token,
  );
  return { email, password, username, token, accountId };
}

/**
 * Puts the session in this browser, as signing in would (spec: the token is kept under `token`; the language
 * under `locale`). A fresh browser gets it through Playwright's storage state, which writes the console origin's
 * localStorage without loading any page of it: booting the console on the sign-in page only to leave it again
 * cost each journey a whole page load (1.3 against 0.2 CPU-seconds of Chromium per session, measured with
 * pidstat). A page already on the console (or `onLoginPage`: a journey that then chooses its language on the
 * sign-in page, as a signed-out person does) gets it written into its localStorage, as before.
 */
export async function startBrowserSession(
  page: Page,
  user: ApiUser,
  options: { locale?: 'en-US' | 'zh-CN'; onLoginPage?: boolean } = {},
): Promise<void> {
  const items = [{ name: 'token', value: user.token }];
  if (options.locale) items.push({ name: 'locale', value: options.locale });
  if (options.onLoginPage) await page.goto('/login');
  if (page.url().startsWith(`${BASE_URL}/`)) {
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    return;
  }
  // Nothing of this origin is stored yet in a fresh context: setting the state (which replaces it) loses nothing.
  await page.context().setStorageState({ cookies: [], origins: [{ origin: BASE_URL, localStorage: items }] });
}
