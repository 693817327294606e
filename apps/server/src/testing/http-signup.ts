/**
 * A console user made over real HTTP, as a customer makes one: the captcha solved, the code read from the
 * .eml the server wrote to `<DATA_DIR>/mail`, an account added. For tests that run the server as a process.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CaptchaChallenge } from '@beacon/shared';
import { expect } from 'vitest';
import { waitFor } from './processes.js';
import { solveCaptcha } from './solve-captcha.js';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The 6-digit code of the newest .eml to `email` (the subject carries it, docs/contracts.md). */
function mailedCode(dataDir: string, email: string): string | null {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    if (!head.toLowerCase().includes(email)) continue;
    const subject = /^subject:(.*)$/im.exec(head)?.[1] ?? '';
    const decoded = subject.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    );
    const code = /\b(\d{6})\b/.exec(decoded)?.[1];
    if (code) return code;
  }
  return null;
}

/** A console call over HTTP that must succeed (code 0): its `data`. */
export function consoleCaller(base: string) {
  return async function consoleCall<T>(route: string, body?: object, token?: string): Promise<T> {
    const response = await fetch(`${base}/api${route}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope.code, `${route}: ${envelope.msg}`).toBe(0);
    return envelope.data;
  };
}

/** Signs a new owner up in the console and adds a US account: its session token and account id. */
export async function signUpOwnerOverHttp(
  base: string,
  dataDir: string,
): Promise<{ token: string; accountId: string }> {
  const consoleCall = consoleCaller(base);
  const email = `sender-${Date.now()}@example.com`;
  const captcha = await solveCaptcha(await consoleCall<CaptchaChallenge>('/auth/captcha'));
  const { id } = await consoleCall<{ id: string }>('/auth/signup/otp', {
    email,
    username: 'Ada Sender',
    password: 'Sms-Beacon-2026!',
    captcha,
    agree: true,
  });
  let code: string | null = null;
  await waitFor(() => (code = mailedCode(dataDir, email)) !== null, 15_000, 'the sign-up e-mail');
  const { token } = await consoleCall<{ token: string }>('/auth/signup', { id, code });
  const { accountId } = await consoleCall<{ accountId: string }>(
    '/account/add',
    { name: 'Integration', products: ['sms'], billingCountry: 'US' },
    token,
  );
  return { token, accountId };
}
