/**
 * Encrypts small secrets kept in the database (authenticator secrets) with AES-256-GCM, so a copy of the
 * database alone does not yield them. The key is derived with HKDF from COOKIE_SECRET — kept outside the
 * database (environment or `<DATA_DIR>/secrets.json`) — under its own label, so the two uses never share
 * a key. Replacing COOKIE_SECRET makes sealed secrets unreadable: users then set up the authenticator again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plaintext: string): string;
  /** The plaintext, or null when the value was sealed with another key or was tampered with. */
  open(sealed: string): string | null;
}

export function createSecretBox(masterSecret: string, label: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'beacon', label, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
