/**
 * The box a message text is sealed in when its stored `content` is masked (Verify codes, docs/verify-api.md):
 * the acceptance seals, the dispatcher opens at submit time. Under COOKIE_SECRET with a label of its own, like
 * the carrier passwords, so every process of one deployment opens what another sealed.
 */
import { createSecretBox, type SecretBox } from './secret-box.js';

export function createSealedTextBox(cookieSecret: string): SecretBox {
  return createSecretBox(cookieSecret, 'sealed-message-text');
}
