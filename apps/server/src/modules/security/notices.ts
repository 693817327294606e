/** What the security calls send: the password-changed notice and the phone-binding SMS. */
import { text, type Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function passwordChangedNotice(input: { to: string; locale: Locale }): MailMessage {
  return compose(input, 'passwordChanged.subject', ['passwordChanged.body', 'passwordChanged.warning']);
}

export function phoneBindingSms(input: { code: string; locale: Locale }): string {
  return text(input.locale, 'systemSms', 'phoneBinding', { code: input.code });
}
