/** E-mails of the profile: the code that confirms a new sign-in address, and the notice to the old one. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function emailChangeCodeEmail(input: { to: string; code: string; locale: Locale }): MailMessage {
  const { code } = input;
  return compose(
    input,
    'emailChangeCode.subject',
    ['emailChangeCode.intro', { code }, 'emailChangeCode.expiry'],
    { code },
  );
}

export function emailChangedNotice(input: { to: string; newEmail: string; locale: Locale }): MailMessage {
  return compose(input, 'emailChanged.subject', ['emailChanged.body', 'emailChanged.warning'], {
    newEmail: input.newEmail,
  });
}

/** To an address someone else asked to sign in with while it already signs in to Beacon: no code, a warning. */
export function emailInUseNotice(input: { to: string; locale: Locale }): MailMessage {
  return compose(input, 'emailInUse.subject', ['emailInUse.body', 'emailInUse.advice']);
}
