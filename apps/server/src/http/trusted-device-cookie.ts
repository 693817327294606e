/**
 * The trusted-browser cookie of docs/contracts.md: `beacon_td`, HttpOnly, SameSite=Lax, Path /api/auth,
 * Secure when the public URL is https. Signed with COOKIE_SECRET so a tampered value is dropped unread.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRUSTED_DEVICE_TTL_MS } from '@beacon/shared';

export const TRUSTED_DEVICE_COOKIE = 'beacon_td';
const COOKIE_PATH = '/api/auth';

export function readTrustedDeviceCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[TRUSTED_DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export function setTrustedDeviceCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: publicUrl.startsWith('https:'),
    maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
    signed: true,
  });
}
