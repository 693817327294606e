/**
 * Avatar files: the key of a new upload (random, so URLs are unguessable and can be cached forever), the
 * public URL the user info carries, and the key back from such a URL to delete the old file.
 */
import { AVATAR_TYPES, type AvatarMimeType } from '@beacon/shared';
import { randomToken } from '../../lib/crypto.js';

const AVATAR_URL_PREFIX = '/api/user/avatar/';

export function newAvatarKey(type: AvatarMimeType): string {
  return `${randomToken(16)}.${AVATAR_TYPES[type]}`;
}

export function avatarUrl(key: string): string {
  return `${AVATAR_URL_PREFIX}${key}`;
}

export function avatarKeyOf(url: string | null): string | null {
  return url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null;
}
