/** Mints the single-use HS256 JWS an identity provider would hand to `/sso/:token` (API.md). */
import { createHmac, randomUUID } from 'node:crypto';
import { SSO_SECRET } from './env.js';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function mintSsoToken(email: string, expiresInSeconds = 120): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const payload = base64url(JSON.stringify({ email, exp, jti: randomUUID() }));
  const signature = createHmac('sha256', SSO_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
