/** The invitation e-mail: who invites, into which organisation, the link and its life. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function invitationEmail(input: {
  to: string;
  organisationName: string;
  inviterName: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { organisationName, inviterName, link } = input;
  return compose(input, 'invitation.subject', ['invitation.body', { link }, 'invitation.expiry'], {
    organisationName,
    inviterName,
  });
}
