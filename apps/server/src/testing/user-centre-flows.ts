/** Steps the user-centre tests build on: an account to work in, multipart uploads, authenticator codes. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { totpCode } from '../lib/totp.js';
import type { SignedUpUser } from './flows.js';
import type { CallResult, TestHarness } from './test-app.js';

export async function addAccount(t: TestHarness, user: SignedUpUser, billingCountry = 'US'): Promise<string> {
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Main', products: ['sms'], billingCountry },
    { token: user.token },
  );
  expect(added.body.code).toBe(0);
  return added.body.data.accountId;
}

/** A multipart/form-data body with one file part, as a browser builds it. */
export function multipartFile(field: string, filename: string, bytes: Buffer, contentType: string) {
  const boundary = `----beacon${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadAvatar<T = { avatar: string }>(
  t: TestHarness,
  token: string,
  upload: { payload: Buffer; headers: Record<string, string> },
  locale?: string,
): Promise<CallResult<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    payload: upload.payload,
    headers: {
      ...upload.headers,
      authorization: `Bearer ${token}`,
      ...(locale ? { 'accept-language': locale } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), response };
}

/** The authenticator code an app would show at the harness clock's now, `driftMs` away from it. */
export function authenticatorCode(t: TestHarness, secret: string, driftMs = 0): string {
  return totpCode(secret, new Date(t.clock.now().getTime() + driftMs));
}

/** A PNG header followed by filler: enough for content sniffing (the avatar is not decoded). */
export function pngBytes(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
