/** The low-balance e-mail: which account, its balance against the threshold, where to top up. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function lowBalanceEmail(input: {
  to: string;
  locale: Locale;
  accountName: string;
  accountId: string;
  balance: string;
  threshold: string;
  link: string;
}): MailMessage {
  const { accountName, accountId, balance, threshold, link } = input;
  return compose(
    input,
    'lowBalance.subject',
    ['lowBalance.body', 'lowBalance.topUp', { link }, 'lowBalance.rearm'],
    { accountName, accountId, balance, threshold },
  );
}
